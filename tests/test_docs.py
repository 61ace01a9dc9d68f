"""The README stays a short front door, docs/ a guide read in one sitting, results/ data; every relative link in
the README and docs/ leads somewhere."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
README_MAX_BYTES = 8_000  # the first screen and usage; the rest links out to docs/
DOCS_MAX_BYTES = 50_000  # all of docs/*.md together; how a finding was reached goes to results/LOG.md


def _prose(text):
    """Markdown without fenced code blocks, where `[x](y)` is code, not a link."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def _links(text):
    """Targets of the [text](target) and ![alt](target) links in a markdown text."""
    return re.findall(r"\]\(([^)\s]+)\)", _prose(text))


def _anchor(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(path):
    return {_anchor(m) for m in re.findall(r"^#+ (.*)$", _prose(path.read_text()), flags=re.M)}


def test_readme_is_at_most_8_kb():
    size = len(README.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size} bytes; move long material to docs/"


def test_docs_together_are_at_most_50_kb():
    sizes = {d.name: len(d.read_bytes()) for d in DOCS}
    assert sum(sizes.values()) <= DOCS_MAX_BYTES, f"docs/*.md are {sum(sizes.values())} bytes ({sizes}); history goes to results/LOG.md"


def test_results_hold_no_code():
    code = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "results").rglob("*.py"))
    assert not code, f"{code}: results/ holds data; an experiment's finding goes to results/LOG.md, its code to git history"


def test_relative_links_in_readme_and_docs_resolve_to_files_and_headings():
    bad = []
    for md in [README, *DOCS]:
        for target in _links(md.read_text()):
            if re.match(r"[a-z]+:", target):  # http:, https:, mailto: are not checked offline
                continue
            path, _, anchor = target.partition("#")
            dest = (md.parent / path).resolve() if path else md
            if not dest.exists():
                bad.append(f"{md.name}: {target} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                bad.append(f"{md.name}: {target} (no such heading)")
    assert not bad, bad


def test_every_docs_page_is_linked_from_the_readme():
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in _links(README.read_text())}
    orphans = [d.name for d in DOCS if d.resolve() not in linked]
    assert DOCS and not orphans, orphans


def test_readme_setup_commands_are_makefile_targets():
    makefile = (ROOT / "Makefile").read_text()
    for target in re.findall(r"^make (\w+)", README.read_text(), flags=re.M):
        assert re.search(rf"^{target}:", makefile, flags=re.M), f"make {target} is not a Makefile target"
