"""Download a Hugging Face Llama checkpoint and convert it into checkpoints/NAME.

    python scripts/download.py --repo_id meta-llama/Llama-3.1-8B-Instruct [--hf_token ...] [--force]

Needs network access to the Hugging Face hub (gated Meta repos also need a token). Without it this fails
with a clear message after a short timeout instead of hanging.
"""
import argparse
import os
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import convert_hf_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repo_id", required=True)
    ap.add_argument("--hf_token", default=os.environ.get("HF_TOKEN"))
    ap.add_argument("--download_dir", type=Path, default=Path("downloads"))
    ap.add_argument("--out", type=Path, default=None, help="default: checkpoints/<repo name>")
    ap.add_argument("--timeout", type=flags.count(1, 3600), default=15, help="seconds per network request")
    ap.add_argument("--force", action="store_true", help="replace an existing checkpoint in --out")
    a = ap.parse_args(argv)
    name = a.repo_id.split("/")[-1]
    out = a.out or Path("checkpoints") / name
    with checkpoint.one_line_errors():  # before a download of many GB, not after it
        for f in ("model.pth", "config.json"):
            checkpoint.check_writable(out / f, a.force)
        checkpoint.check_writable(a.download_dir / name / "config.json", force=True)  # (a resumed download)
    os.environ.setdefault("HF_HUB_ETAG_TIMEOUT", str(a.timeout))
    os.environ.setdefault("HF_HUB_DOWNLOAD_TIMEOUT", str(a.timeout))
    from huggingface_hub import snapshot_download

    local = a.download_dir / name
    try:
        snapshot_download(a.repo_id, local_dir=local, token=a.hf_token, etag_timeout=a.timeout,
                          allow_patterns=["*.json", "*.safetensors", "tokenizer.model", "original/tokenizer.model"])
    except Exception as e:  # offline, gated repo without a token, unknown repo: one clear line
        msg = str(e).strip().splitlines()[0] if str(e).strip() else ""
        raise SystemExit(f"error: could not download {a.repo_id} from the Hugging Face hub "
                         f"({type(e).__name__}: {msg[:200]}). Check the network, the repo id, and --hf_token for "
                         f"gated models; or convert a local copy with scripts/convert_hf_checkpoint.py")
    with checkpoint.one_line_errors():
        convert_hf_checkpoint.convert(local, out, force=a.force)


if __name__ == "__main__":
    checkpoint.run_cli(main)
