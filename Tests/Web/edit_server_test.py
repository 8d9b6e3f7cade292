"""The server of `scrollmotion edit` against hostile requests: starts the real
`scrollmotion edit SPEC --port 0 --no-open` on a temporary file and sends it
more than 50 requests that must each be refused (a wrong or missing token, a
foreign Origin or Host, path tricks, oversized, chunked and malformed bodies,
malformed edits, a stale If-Match), checking each one's status. Then the
file's bytes must be what they were, the server must still answer, a good
edit must change the file as expected and its undo edits restore it byte for
byte, a long poll must wait without holding up other requests and answer
when the file changes on disk, and a write against the old version must be
refused; that GET /css and GET /compiled answer what `scrollmotion css` and
`scrollmotion compile` print, and their problems for an invalid spec. Run by scripts/test-demo with the executable's path; prints one line
per check and closes with `edit server: N passed, M failed`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

from browser import check, finish
from edit_session import CARD_SPEC, PATIENCE, start_editor
from raw_http import exchange

SCROLLMOTION = sys.argv[1]
# The spec format's size limit, which bounds the file and the result of an edit.
MAXIMUM = 4 * 1024 * 1024

SPEC = CARD_SPEC.encode()


def request(port, method, target, fields, body=b""):
  head = f"{method} {target} HTTP/1.1\r\n" + "".join(f"{name}: {value}\r\n" for name, value in fields) + "\r\n"
  return exchange(port, head.encode("latin-1") + body)


with tempfile.TemporaryDirectory() as folder:
  path = os.path.join(folder, "mine.json")
  with open(path, "wb") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path)
  try:
    match = re.match(r"http://127\.0\.0\.1:(\d+)/#token=([0-9a-f]{64})$", lines[1].strip())
    check("the command prints the editor's address on loopback with a token", match, lines)
    port, token = int(match.group(1)), match.group(2)
    host = f"127.0.0.1:{port}"
    origin = f"http://{host}"
    status, fields, body = request(port, "GET", "/spec", [("Host", host)])
    check("GET /spec is the file's bytes with an ETag", status == 200 and body == SPEC and fields.get("etag"), (status, body[:60]))
    etag = fields.get("etag", "")
    for command, target in (["css", "-o", "-"], "/css"), (["compile"], "/compiled"):
      printed = subprocess.run([SCROLLMOTION, command[0], path] + command[1:], capture_output=True, text=True)
      status, fields, body = request(port, "GET", target, [("Host", host)])
      answer = json.loads(body or b"{}")
      check(f"GET {target} answers what `scrollmotion {' '.join(command)}` prints, notes and all, with the file's ETag",
            status == 200 and answer.get("output") == printed.stdout and printed.stdout
            and answer.get("notes") == printed.stderr.splitlines() and answer.get("etag") == etag, (status, body[:200]))
      check(f"GET {target} carries the headers of every answer",
            fields.get("cache-control") == "no-store" and fields.get("x-content-type-options") == "nosniff"
            and "access-control-allow-origin" not in fields, fields)

    def good(body, **replace):
      """The fields of a good PATCH of `body`, with some replaced (None: left out)."""
      base = {"Host": host, "Origin": origin, "X-ScrollMotion-Token": token, "If-Match": etag,
              "Content-Type": "application/json", "Content-Length": str(len(body))}
      for name, value in replace.items():
        base[name.replace("_", "-")] = value
      return [(name, value) for name, value in base.items() if value is not None]

    edit = json.dumps([{"path": ["animations", 0, "keyframes", 1, "value"], "value": 0.5}]).encode()
    hostile = [
      # The token.
      ("no token", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token=None), edit),
      ("a wrong token", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token="0" * 64), edit),
      ("a token one character short", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token=token[:-1]), edit),
      ("the token and more", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token=token + "0"), edit),
      ("the token in capitals", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token=token.upper()), edit),
      ("an empty token", 403, "PATCH", "/spec", good(edit, X_ScrollMotion_Token=""), edit),
      ("the token twice", 403, "PATCH", "/spec", good(edit) + [("X-ScrollMotion-Token", token)], edit),
      ("the token in the query", 400, "PATCH", f"/spec?token={token}", good(edit, X_ScrollMotion_Token=None), edit),
      # The origin.
      ("no Origin", 403, "PATCH", "/spec", good(edit, Origin=None), edit),
      ("a foreign Origin", 403, "PATCH", "/spec", good(edit, Origin="http://evil.example"), edit),
      ("Origin null", 403, "PATCH", "/spec", good(edit, Origin="null"), edit),
      ("an https Origin", 403, "PATCH", "/spec", good(edit, Origin=f"https://{host}"), edit),
      ("an Origin on another port", 403, "PATCH", "/spec", good(edit, Origin=f"http://127.0.0.1:{port + 1}"), edit),
      ("localhost's Origin for 127.0.0.1", 403, "PATCH", "/spec", good(edit, Origin=f"http://localhost:{port}"), edit),
      ("two Origins", 403, "PATCH", "/spec", good(edit) + [("Origin", origin)], edit),
      # The host.
      ("a foreign Host", 403, "PATCH", "/spec", good(edit, Host="evil.example"), edit),
      ("a rebound name with the port", 403, "PATCH", "/spec",
       good(edit, Host=f"attacker.example:{port}", Origin=f"http://attacker.example:{port}"), edit),
      ("no Host", 400, "PATCH", "/spec", good(edit, Host=None), edit),
      ("two Hosts", 400, "PATCH", "/spec", good(edit) + [("Host", host)], edit),
      ("the host on another port", 403, "PATCH", "/spec", good(edit, Host=f"127.0.0.1:{port + 1}"), edit),
      # Paths.
      ("/spec/../spec", 404, "PATCH", "/spec/../spec", good(edit), edit),
      ("/../spec", 404, "PATCH", "/../spec", good(edit), edit),
      ("an encoded slash", 404, "PATCH", "/spec%2F..%2Fmine.json", good(edit), edit),
      ("an absolute URL", 400, "PATCH", f"http://{host}/spec", good(edit), edit),
      ("//spec", 404, "PATCH", "//spec", good(edit), edit),
      ("/spec/", 404, "PATCH", "/spec/", good(edit), edit),
      ("/SPEC", 404, "PATCH", "/SPEC", good(edit), edit),
      ("the file's own name", 404, "PATCH", "/mine.json", good(edit), edit),
      ("PATCH /", 405, "PATCH", "/", good(edit), edit),
      # Methods.
      ("PUT", 405, "PUT", "/spec", good(edit), edit),
      ("POST", 405, "POST", "/spec", good(edit), edit),
      ("DELETE", 405, "DELETE", "/spec", good(edit), edit),
      ("OPTIONS (a preflight)", 405, "OPTIONS", "/spec", good(edit), edit),
      ("a lower-case method", 405, "patch", "/spec", good(edit), edit),
      # Bodies.
      ("a body over the limit", 413, "PATCH", "/spec", good(edit, Content_Length=str(MAXIMUM + 65 * 1024)), b""),
      ("a length of fifteen digits", 400, "PATCH", "/spec", good(edit, Content_Length="9" * 15), b""),
      ("a negative length", 400, "PATCH", "/spec", good(edit, Content_Length="-1"), edit),
      ("a length with a sign", 400, "PATCH", "/spec", good(edit, Content_Length=f"+{len(edit)}"), edit),
      ("two lengths", 400, "PATCH", "/spec", good(edit) + [("Content-Length", str(len(edit) + 1))], edit),
      ("no length", 411, "PATCH", "/spec", good(edit, Content_Length=None), edit),
      ("a chunked body", 411, "PATCH", "/spec", good(edit, Content_Length=None) + [("Transfer-Encoding", "chunked")],
       hex(len(edit))[2:].encode() + b"\r\n" + edit + b"\r\n0\r\n\r\n"),
      ("a length and a chunked body", 400, "PATCH", "/spec", good(edit) + [("Transfer-Encoding", "chunked")], edit),
      ("a body that is not JSON", 400, "PATCH", "/spec", good(b"[{"), b"[{"),
      ("a body that is not UTF-8", 400, "PATCH", "/spec", good(b'["\xff"]'), b'["\xff"]'),
      ("an object, not a list of edits", 400, "PATCH", "/spec", good(b"{}"), b"{}"),
      ("no edits", 400, "PATCH", "/spec", good(b"[]"), b"[]"),
      ("a duplicate key", 400, "PATCH", "/spec", good(b'[{"path": [], "path": []}]'), b'[{"path": [], "path": []}]'),
      ("an unknown key in an edit", 400, "PATCH", "/spec",
       good(b'[{"path": [], "value": 1, "x": 1}]'), b'[{"path": [], "value": 1, "x": 1}]'),
      ("nesting deeper than the reader's limit", 400, "PATCH", "/spec", good(b"[" * 100 + b"]" * 100), b"[" * 100 + b"]" * 100),
      # Edits that cannot be applied.
      ("a path to nothing", 422, "PATCH", "/spec",
       good(b'[{"path": ["ghost"], "value": 1}]'), b'[{"path": ["ghost"], "value": 1}]'),
      ("a value text that is not JSON", 422, "PATCH", "/spec",
       good(b'[{"path": ["version"], "valueText": "{"}]'), b'[{"path": ["version"], "valueText": "{"}]'),
      ("removing the document", 422, "PATCH", "/spec", good(b'[{"path": [], "remove": true}]'), b'[{"path": [], "remove": true}]'),
      ("inserting into an object by index", 422, "PATCH", "/spec",
       good(b'[{"path": ["elements"], "insert": 1, "at": 0}]'), b'[{"path": ["elements"], "insert": 1, "at": 0}]'),
      ("a good edit, then one that fails", 422, "PATCH", "/spec",
       good(b'[{"path": ["version"], "value": 2}, {"path": ["x"], "remove": true}]'),
       b'[{"path": ["version"], "value": 2}, {"path": ["x"], "remove": true}]'),
      # The version and the media type.
      ("a stale If-Match", 412, "PATCH", "/spec", good(edit, If_Match='"1-0000000000000000"'), edit),
      ("If-Match *", 412, "PATCH", "/spec", good(edit, If_Match="*"), edit),
      ("no If-Match", 428, "PATCH", "/spec", good(edit, If_Match=None), edit),
      ("text/plain", 415, "PATCH", "/spec", good(edit, Content_Type="text/plain"), edit),
      ("a form", 415, "PATCH", "/spec", good(edit, Content_Type="application/x-www-form-urlencoded"), edit),
      ("no Content-Type", 415, "PATCH", "/spec", good(edit, Content_Type=None), edit),
      # The commands' outputs are read as the other GETs are.
      ("GET /css with a foreign Host", 403, "GET", "/css", [("Host", "evil.example")], b""),
      ("GET /compiled with a rebound name", 403, "GET", "/compiled", [("Host", f"attacker.example:{port}")], b""),
      ("GET /css with a query", 400, "GET", "/css?x=1", [("Host", host)], b""),
      ("POST /compiled", 405, "POST", "/compiled", good(edit), edit),
    ]
    big = json.dumps([{"path": ["elements"], "insert": "x" * (MAXIMUM - 200), "key": "big"}]).encode()
    hostile.append(("a result over the spec's size limit", 422, "PATCH", "/spec", good(big), big))
    for name, expected, method, target, fields_, body in hostile:
      status, _, answer = request(port, method, target, fields_, body)
      check(f"refused: {name} ({expected})", status == expected, (status, answer[:200]))
    status, _, _ = exchange(port, b"PATCH /spec HTTP/1.1\r\nHost: " + host.encode() + b"\r\nX-Long: " + b"a" * 70000 + b"\r\n\r\n")
    check("refused: a head over the limit (431)", status == 431, status)
    status, _, _ = exchange(port, f"PATCH /spec HTTP/2.0\r\nHost: {host}\r\n\r\n".encode())
    check("refused: another HTTP version (505)", status == 505, status)
    check(f"{len(hostile) + 2} hostile requests", len(hostile) + 2 >= 50, len(hostile) + 2)
    with open(path, "rb") as f:
      check("the file's bytes are unchanged after all of them", f.read() == SPEC)
    check("nothing else was written in the folder", sorted(os.listdir(folder)) == ["mine.json"], os.listdir(folder))
    check("the server is still running", server.poll() is None)

    # A good edit changes the file as expected; its undo restores it.
    status, fields, answer = request(port, "PATCH", "/spec", good(b'[{"path": ["animations", 0, "keyframes", 1, "value"], "value": 0.30}]'),
                                     b'[{"path": ["animations", 0, "keyframes", 1, "value"], "value": 0.30}]')
    with open(path, "rb") as f:
      edited = f.read()
    check("a good edit is answered 200 with the new ETag", status == 200 and fields.get("etag") != etag, (status, answer[:200]))
    check("the file changes in that value alone, written as sent",
          edited == SPEC.replace(b'{ "offset": 1, "value": 1 }', b'{ "offset": 1, "value": 0.30 }'), edited)
    reply = json.loads(answer or b"{}")
    check("the answer has the ETag, the undo edits and the problems",
          reply.get("etag") == fields.get("etag") and reply.get("problems") == [] and len(reply.get("undo", [])) == 1, reply)
    new_etag = fields.get("etag", "")
    undo = json.dumps(reply.get("undo", [])).encode()
    status, fields, _ = request(port, "PATCH", "/spec", good(undo, If_Match=new_etag), undo)
    with open(path, "rb") as f:
      check("applying the undo edits restores the file byte for byte", status == 200 and f.read() == SPEC, status)
    check("and its ETag is the first one again", fields.get("etag") == etag, (fields.get("etag"), etag))
    # An edit that leaves the spec invalid is saved, its problems with their paths returned.
    bad = b'[{"path": ["animations", 0, "target"], "value": "nobody"}]'
    status, fields, answer = request(port, "PATCH", "/spec", good(bad), bad)
    problems = json.loads(answer or b"{}").get("problems", [])
    check("an invalid spec is saved and its problems come back with their paths",
          status == 200 and problems and problems[0]["path"] == "animations[0].target" and problems[0]["line"], (status, problems))
    etag = fields.get("etag", "")
    status, fields, answer = request(port, "GET", "/problems", [("Host", host)])
    check("GET /problems lists them for the file as it is",
          status == 200 and json.loads(answer)["problems"] == problems and json.loads(answer)["etag"] == etag, answer[:200])
    for target in "/css", "/compiled":
      status, _, answer = request(port, "GET", target, [("Host", host)])
      check(f"GET {target} of an invalid spec is refused (422) with its problems",
            status == 422 and json.loads(answer)["problems"] == problems, (status, answer[:200]))

    # A long poll waits without holding up the others, and answers when the file changes on disk.
    answers = {}
    poller = threading.Thread(target=lambda: answers.setdefault(
      "poll", request(port, "GET", f"/spec?after={etag}", [("Host", host)])))
    poller.start()
    time.sleep(0.5)
    check("a long poll waits while the file is as it was", "poll" not in answers)
    status, _, _ = request(port, "GET", "/spec", [("Host", host)])
    check("while it waits, another request is answered", status == 200 and "poll" not in answers, status)
    changed = SPEC.replace(b'"version": 1', b'"version": 1 ')
    with open(path + ".tmp", "wb") as f:
      f.write(changed)
    os.replace(path + ".tmp", path)
    poller.join(PATIENCE)
    status, fields, body = answers.get("poll", (0, {}, b""))
    check("the long poll answers with the file changed on disk", status == 200 and body == changed and fields.get("etag") != etag,
          (status, body[:60]))
    status, fields, answer = request(port, "PATCH", "/spec", good(edit), edit)
    with open(path, "rb") as f:
      check("a write against the version before the change is refused (412), the file kept",
            status == 412 and f.read() == changed and fields.get("etag") == json.loads(answer)["etag"], (status, answer[:200]))
    status, _, _ = request(port, "GET", "/spec", [("Host", f"localhost:{port}")])
    check("the server still answers", status == 200, status)
  finally:
    server.terminate()
    try:
      server.wait(PATIENCE)
    except subprocess.TimeoutExpired:
      server.kill()
  check("SIGTERM stops it cleanly", server.returncode == 0, (server.returncode, server.stderr.read()[-400:]))

# `--page`: the page and the files of its folder, read-only, nothing outside it.
with tempfile.TemporaryDirectory() as folder:
  site = os.path.join(folder, "site")
  os.makedirs(os.path.join(site, "images"))
  page_bytes = b'<!doctype html><link rel="stylesheet" href="style.css"><p id="card">card</p>'
  for name, data in (("index.html", page_bytes), ("style.css", b"#card { color: red }"),
                     (os.path.join("images", "dot.svg"), b"<svg xmlns='http://www.w3.org/2000/svg'/>"),
                     (".secret", b"hidden"), ("mine.json", SPEC)):
    with open(os.path.join(site, name), "wb") as f:
      f.write(data)
  outside = os.path.join(folder, "outside.txt")
  with open(outside, "wb") as f:
    f.write(b"outside the page's folder")
  os.symlink(outside, os.path.join(site, "link.txt"))
  os.symlink(folder, os.path.join(site, "up"))
  path = os.path.join(site, "mine.json")
  server, lines = start_editor(SCROLLMOTION, path, ["--page", os.path.join(site, "index.html")])
  try:
    match = re.match(r"http://127\.0\.0\.1:(\d+)/#token=", lines[1].strip())
    check("with --page, the command says which page and prints the address", match and "index.html" in lines[0], lines)
    port = int(match.group(1))
    host = f"127.0.0.1:{port}"
    served = (("/page/", page_bytes, "text/html; charset=utf-8"), ("/page/style.css", b"#card { color: red }", "text/css; charset=utf-8"),
              ("/page/images/dot.svg", b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"),
              ("/page/style.css?v=2", b"#card { color: red }", "text/css; charset=utf-8"))
    for target, expected, kind in served:
      status, fields, body = request(port, "GET", target, [("Host", host)])
      check(f"GET {target} serves the file beside the page, with the headers of every answer and no script allowed",
            status == 200 and body == expected and fields.get("content-type") == kind
            and fields.get("x-content-type-options") == "nosniff" and fields.get("cache-control") == "no-store"
            and fields.get("content-security-policy") == "sandbox allow-same-origin", (status, fields, body[:80]))
    status, _, body = request(port, "GET", "/", [("Host", host)])
    check("the editor's page allows frames from its own origin only",
          status == 200 and b"frame-src 'self'" in body and b"/*OWNPAGE*/" not in body, status)
    refused = [
      ("a parent segment", "/page/../mine.json"), ("a parent segment deeper", "/page/images/../../outside.txt"),
      ("an encoded parent segment", "/page/%2e%2e/outside.txt"), ("an encoded parent, mixed case", "/page/%2E%2e%2Foutside.txt"),
      ("an encoded slash", "/page/images%2fdot.svg"), ("an encoded backslash", "/page/..%5coutside.txt"),
      ("a backslash", "/page/..\\outside.txt"), ("an absolute path", "/page//etc/passwd"), ("a doubled slash", "/page/images//dot.svg"),
      ("a current segment", "/page/./style.css"), ("a hidden file", "/page/.secret"), ("an encoded NUL", "/page/style.css%00.html"),
      ("a symlink to a file outside", "/page/link.txt"), ("a symlink to a folder outside", "/page/up/outside.txt"),
      ("a folder", "/page/images"), ("a missing file", "/page/none.css"), ("the folder itself", "/page/images/"),
    ]
    for name, target in refused:
      status, _, body = request(port, "GET", target, [("Host", host)])
      check(f"GET {target} ({name}) is refused (404), nothing outside the page's files served",
            status == 404 and b"outside the page" not in body and b"hidden" not in body and b"root:" not in body, (status, body[:80]))
    status, _, body = request(port, "GET", "/page/", [("Host", "evil.example")])
    check("GET /page/ with a foreign Host is refused (403)", status == 403 and page_bytes not in body, status)
    status, _, body = request(port, "GET", "/page/style.css", [("Host", f"attacker.example:{port}")])
    check("GET /page/style.css with a rebound name is refused (403)", status == 403 and b"color" not in body, status)
    edit = b'[{"path": [], "valueText": "{}"}]'
    status, fields, _ = request(port, "PUT", "/page/style.css", [("Host", host), ("Content-Length", str(len(edit)))], edit)
    status2, fields2, _ = request(port, "PATCH", "/page/style.css", [("Host", host), ("Origin", f"http://{host}"),
                                  ("Content-Type", "application/json"), ("Content-Length", str(len(edit)))], edit)
    with open(os.path.join(site, "style.css"), "rb") as f:
      check("a write to the page's folder is refused (405), the file kept",
            status == 405 and status2 == 405 and fields2.get("allow") == "GET, HEAD" and f.read() == b"#card { color: red }",
            (status, status2, fields2))
    check("nothing was written in the page's folder", sorted(os.listdir(site))
          == sorted([".secret", "images", "index.html", "link.txt", "mine.json", "style.css", "up"]), os.listdir(site))
  finally:
    server.terminate()
    try:
      server.wait(PATIENCE)
    except subprocess.TimeoutExpired:
      server.kill()

# Whoever started it went away (its output pipe closed): stopping it still ends cleanly, its last line dropped.
with tempfile.TemporaryDirectory() as folder:
  path = os.path.join(folder, "spec.json")
  with open(path, "wb") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path)
  port = int(re.match(r"http://127\.0\.0\.1:(\d+)/", lines[1]).group(1))
  status, _, _ = request(port, "GET", "/spec", [("Host", f"127.0.0.1:{port}")])
  check("a server started on a pipe answers", status == 200, status)
  server.stdout.close()
  server.terminate()
  try:
    server.wait(PATIENCE)
  except subprocess.TimeoutExpired:
    server.kill()
    server.wait()
  check("SIGTERM with its output closed stops it cleanly (no trap)", server.returncode == 0,
        (server.returncode, server.stderr.read()[-400:]))

sys.exit(finish("edit server"))
