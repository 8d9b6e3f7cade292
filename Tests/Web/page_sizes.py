"""The engine sizes line the demo page shows (#wasm-size), for the checks
that compare it with the README and the screenshots: demo.js's sizeText,
the page's one definition of it, evaluated by node. Needs no browser."""
import json
import os
import re
import subprocess

DEMO_JS = "Sources/ScrollMotionCLI/Resources/Demo/demo.js"


def size_text(root, sizes):
    """The line #wasm-size shows for `sizes` (sizes.json's object), with the
    demo.js of the repository at `root`."""
    with open(os.path.join(root, DEMO_JS)) as f:
        found = re.search(r"^const sizeText = \(sizes\) => \{\n.*?\n\};$", f.read(), re.S | re.M)
    if not found:
        raise SystemExit(f"{DEMO_JS} has no `const sizeText = (sizes) => {{ … }};` to compute the sizes line with")
    script = found.group(0) + "\nprocess.stdout.write(sizeText(JSON.parse(process.argv[1])));\n"
    return subprocess.run(["node", "-e", script, json.dumps(sizes)], check=True, capture_output=True, text=True).stdout
