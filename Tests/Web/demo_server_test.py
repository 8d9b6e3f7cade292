"""The demo's server under an ordinary browser's treatment and worse: starts
the real `scrollmotion demo SPEC --serve PORT --watch` on a free port and,
against it, resets 50 connections in the middle of the page, holds 5 idle
connections open while 20 ordinary requests are answered, edits the spec
during the session, sends malformed, foreign and oversized requests, loads
the page in headless Chromium while idle connections are held, and stops it
with SIGINT and SIGTERM. Through all of it the process stays alive and every
ordinary request gets its whole answer. Run by scripts/test-demo with the
executable's path; prints one line per check and closes with
`demo server: N passed, M failed`.

Nothing waits on a guess: every wait is a socket timeout or a page poll
bounded by the server's idle timeout, read from `scrollmotion demo --help`.
"""
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading

from browser import check, chromium, finish, wait_for
from raw_http import parse, read_all
from raw_http import connect as connect_with
from raw_http import exchange as exchange_with

SCROLLMOTION = sys.argv[1]

help_text = subprocess.run([SCROLLMOTION, "demo", "--help"], check=True, capture_output=True, text=True).stdout
match = re.search(r"within\s+(\d+)\s+seconds", help_text)
check("--help says how long an idle connection is kept", match, help_text[-600:])
IDLE = int(match.group(1)) if match else 5
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(ROOT, "docs/demo.md")) as f:
  check("docs/demo.md gives the same idle timeout", f"within {IDLE} seconds" in f.read(), IDLE)
# Long enough for any answer on this machine, yet a hang fails instead of blocking the run.
PATIENCE = IDLE + 10


def free_port():
  with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    return probe.getsockname()[1]


def connect(port):
  return connect_with(port, PATIENCE)


def exchange(port, data, pieces=1):
  return exchange_with(port, data, pieces, PATIENCE)


def get(port, path="/", host=None, method="GET", extra=""):
  host = host or f"127.0.0.1:{port}"
  return exchange(port, f"{method} {path} HTTP/1.1\r\nHost: {host}\r\n{extra}\r\n".encode())


def complete(answer, body):
  status, fields, got = answer
  return status == 200 and got == body and fields.get("content-length") == str(len(body))


def reset_mid_page(port, page_size, read=16 * 1024):
  """Sends a request, reads `read` bytes of the page (none: resets at once,
  as a browser that navigates away does), then closes with SO_LINGER 0: a
  reset, which the server meets in the middle of its answer."""
  connection = socket.socket()
  connection.settimeout(PATIENCE)
  # A small receive window (set before connecting, so that it is the
  # window from the start): the server cannot have sent the whole page
  # when the reset comes, and meets it in its next write.
  connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16 * 1024)
  received = 0
  try:
    connection.connect(("127.0.0.1", port))
    connection.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    while received < read:
      chunk = connection.recv(16 * 1024)
      if not chunk:
        break
      received += len(chunk)
  except OSError:
    return False
  connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
  connection.close()
  return received == read or (read > 0 and received < page_size)


def still_open(connection):
  """Whether the server has neither closed nor written to `connection`."""
  connection.setblocking(False)
  try:
    return connection.recv(1) is None
  except BlockingIOError:
    return True
  except OSError:
    return False
  finally:
    connection.settimeout(PATIENCE)


def start(folder, spec_path, port):
  server = subprocess.Popen([SCROLLMOTION, "demo", spec_path, "--serve", str(port), "--watch", "-o", os.path.join(folder, "page.html")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
  lines = [server.stdout.readline(), server.stdout.readline()]
  return server, lines


spec = {"version": 1, "scroller": {"containerSize": [300, 200], "contentSize": [300, 900]},
        "elements": {"card": {"frame": [0, 500, 300, 100]}},
        "animations": [{"id": "a", "target": "card", "property": "opacity",
                        "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}]}]}

with tempfile.TemporaryDirectory() as folder:
  spec_path = os.path.join(folder, "mine.json")
  with open(spec_path, "w") as f:
    json.dump(spec, f)
  port = free_port()
  server, lines = start(folder, spec_path, port)
  driver = None
  try:
    check("the command says where it serves", lines[1].startswith(f"serving http://127.0.0.1:{port}/"), lines)
    with open(os.path.join(folder, "page.html"), "rb") as f:
      page = f.read()
    with open(spec_path, "rb") as f:
      spec_bytes = f.read()

    # What a page asks for, from either of its two addresses.
    status, fields, body = get(port)
    check("GET / is the page written with -o, whole", complete((status, fields, body), page)
          and fields.get("content-type") == "text/html; charset=utf-8", (status, fields, len(body)))
    check("no Access-Control-Allow-Origin: other sites' pages cannot read the answers",
          "access-control-allow-origin" not in fields and fields.get("cross-origin-resource-policy") == "same-origin", fields)
    check("GET / for localhost:PORT is the page too", complete(get(port, host=f"localhost:{port}"), page))
    status, fields, body = get(port, "/spec.json?t=1")
    check("GET /spec.json is the watched file as it is", complete((status, fields, body), spec_bytes)
          and fields.get("content-type") == "application/json; charset=utf-8", (status, body[:80]))
    # The second page, written beside the first, and the first under its own name (the pages link each other).
    with open(os.path.join(folder, "page-article.html"), "rb") as f:
      article = f.read()
    check("GET /page-article.html is the article written beside the page",
          complete(get(port, "/page-article.html"), article) and b"scrollingElement" in article)
    check("GET /page.html is the page too (the article links back to it)", complete(get(port, "/page.html"), page))
    status, fields, body = get(port, method="HEAD")
    check("HEAD / has the page's length and no body", status == 200 and fields.get("content-length") == str(len(page)) and body == b"",
          (status, fields, body[:40]))

    # What no page of ours asks for.
    refused = {
        "a foreign Host (DNS rebinding) gets 403": (get(port, "/spec.json", host=f"attacker.example:{port}"), 403),
        "another port in Host gets 403": (get(port, "/spec.json", host=f"127.0.0.1:{port + 1}"), 403),
        "no Host gets 400": (exchange(port, b"GET /spec.json HTTP/1.1\r\n\r\n"), 400),
        "two Hosts get 400": (get(port, extra=f"Host: 127.0.0.1:{port}\r\n"), 400),
        "POST gets 405": (get(port, method="POST", extra="Content-Length: 0\r\n"), 405),
        "an unknown path gets 404, not the page": (get(port, "/favicon.ico"), 404),
        "a request line of one word gets 400": (exchange(port, b"GARBAGE\r\n\r\n"), 400),
        "a header line without a colon gets 400": (exchange(port, f"GET / HTTP/1.1\r\nHost 127.0.0.1:{port}\r\n\r\n".encode()), 400),
        "a target that is not a path gets 400": (exchange(port, f"GET spec.json HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()), 400),
        "HTTP/2.0 gets 505": (exchange(port, f"GET / HTTP/2.0\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()), 505),
        "a head over 64 KB gets 431": (get(port, extra="X-Big: " + "b" * (80 * 1024) + "\r\n"), 431),
        "a space before a header's colon gets 400": (get(port, extra="X-Name : value\r\n"), 400),
        "a folded header line gets 400": (get(port, extra="X-Name: value\r\n more\r\n"), 400),
        "a control character in a header gets 400": (get(port, extra="X-Name: a\x01b\r\n"), 400),
        "a lower-case method gets 405 (methods are case-sensitive)": (get(port, method="get"), 405),
    }
    for name, ((status, fields, body), want) in refused.items():
      check(name, status == want and body.startswith(f"{want} ".encode()), (status, body[:120]))
    status, fields, _ = get(port, method="DELETE")
    check("405 says which methods are served", fields.get("allow") == "GET, HEAD", fields)

    # Requests read properly: split across many reads, and larger than one read.
    request = f"GET /spec.json HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUser-Agent: test\r\n\r\n".encode()
    check("a request sent one byte per write is answered", complete(exchange(port, request, pieces=len(request)), spec_bytes))
    cookies = "".join(f"Cookie: c{i}={'v' * 1000}\r\n" for i in range(40))
    check("a 40 KB head (larger than one read) is answered", complete(get(port, "/spec.json", extra=cookies), spec_bytes))
    check("empty lines before the request line are skipped, and Host is read in any case",
          complete(exchange(port, f"\r\n\r\nGET /spec.json HTTP/1.1\r\nhost: LocalHost:{port}\r\n\r\n".encode()), spec_bytes))
    check("bare LF line ends are read (RFC 9112 §2.2)",
          complete(exchange(port, f"GET /spec.json HTTP/1.1\nHost: 127.0.0.1:{port}\n\n".encode()), spec_bytes))

    # 50 clients that reset the connection in the middle of the page.
    resets = [reset_mid_page(port, len(page)) for _ in range(50)]
    check("50 connections reset mid-page, each after 16 KB of it", all(resets), resets.count(False))
    check("after 50 resets mid-page the process is alive and answers the whole page",
          server.poll() is None and complete(get(port), page), server.poll())
    resets = [reset_mid_page(port, len(page), read=0) for _ in range(50)]
    check("50 connections reset just after the request (a navigation away)", all(resets), resets.count(False))
    check("after 50 resets just after the request the process is alive and answers the whole page",
          server.poll() is None and complete(get(port), page), server.poll())

    # 5 connections that send nothing, and one a partial request, held open
    # while 20 ordinary requests are answered.
    idle = [connect(port) for _ in range(5)]
    partial = connect(port)
    partial.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
    answers = [None] * 20

    def ordinary(index):
      path, body = ("/", page) if index % 2 else ("/spec.json", spec_bytes)
      answers[index] = complete(get(port, path), body)

    threads = [threading.Thread(target=ordinary, args=(i,)) for i in range(20)]
    for thread in threads:
      thread.start()
    for thread in threads:
      thread.join(PATIENCE)
    held = [still_open(connection) for connection in idle]
    check("20 ordinary requests at once are all answered, whole, while 5 idle connections are held",
          all(answers) and all(held), (answers, held))
    # The idle ones are closed by the server once the timeout has passed; the
    # partial one is told why.
    closed = []
    for connection in idle:
      try:
        closed.append(read_all(connection) == b"")
      except OSError as error:
        closed.append(error)
      connection.close()
    check(f"the server closes a connection that sends nothing within {IDLE} s", all(c is True for c in closed), closed)
    status, _, body = parse(read_all(partial))
    partial.close()
    check("a request left incomplete gets 408 when the timeout passes", status == 408, body[:120])

    # The spec edited during the watched session.
    edited = dict(spec, animations=[dict(spec["animations"][0], id="renamed")])
    with open(spec_path, "w") as f:
      json.dump(edited, f)
    with open(spec_path, "rb") as f:
      edited_bytes = f.read()
    check("an edit of the spec is served at the next request", complete(get(port, "/spec.json"), edited_bytes))
    with open(spec_path, "w") as f:
      f.write('{"version": 1, "scroller": ')
    check("an invalid edit is served as it is (the page shows its problems)",
          complete(get(port, "/spec.json"), b'{"version": 1, "scroller": '))
    os.rename(spec_path, spec_path + ".moved")
    status, _, body = get(port, "/spec.json")
    check("a spec file gone for a moment gets 404 saying so", status == 404 and b"cannot read mine.json: no such file" in body, (status, body))
    os.rename(spec_path + ".moved", spec_path)
    with open(spec_path, "wb") as f:
      f.write(spec_bytes)

    # The page in headless Chromium, with idle connections held all along.
    idle = [connect(port) for _ in range(5)]
    driver = chromium(1280, 900)
    ready = "return window.scrollMotionDemo && window.scrollMotionDemo.ready"
    state = ("return [document.getElementById('u').dataset.state, document.getElementById('u-source').textContent,"
             "[...document.querySelectorAll('#u-problems li')].map(l => l.textContent),"
             "[...document.querySelectorAll('#u-progress [data-progress]')].map(p => p.dataset.progress)]")
    driver.get(f"http://localhost:{port}/")
    check("Chromium loads the page from localhost:PORT while 5 idle connections are held", wait_for(driver, ready, PATIENCE))
    driver.get(f"http://127.0.0.1:{port}/")
    loaded = wait_for(driver, ready, PATIENCE)
    shown = driver.execute_script(state)
    check("… and from 127.0.0.1:PORT, running the watched spec", loaded and shown[0] == "running" and shown[3] == ["a"], shown)
    with open(spec_path, "w") as f:
      json.dump(edited, f)
    reloaded = wait_for(driver, "return !!document.querySelector('#u-progress [data-progress=renamed]')", PATIENCE)
    check("the page follows an edit of the spec", reloaded, driver.execute_script(state))
    with open(spec_path, "w") as f:
      f.write(json.dumps(edited).replace('"opacity"', '"background-color"'))
    invalid = wait_for(driver, "return document.getElementById('u').dataset.state === 'invalid'", PATIENCE)
    shown = driver.execute_script(state)
    check("an invalid edit shows its problems in the page",
          invalid and any("unknown property 'background-color'" in p for p in shown[2]), shown)
    os.remove(spec_path)
    gone = wait_for(driver, "return document.getElementById('u-source').textContent.includes('no such file')", PATIENCE)
    check("a missing spec file is reported in the page", gone, driver.execute_script(state))
    with open(spec_path, "wb") as f:
      f.write(spec_bytes)
    back = wait_for(driver, "return document.getElementById('u').dataset.state === 'running' && "
                    "!!document.querySelector('#u-progress [data-progress=a]')", PATIENCE)
    check("the page runs the spec again once it is back and valid", back, driver.execute_script(state))
    errors = [e["message"] for e in driver.get_log("browser")
              if e["level"] == "SEVERE" and "spec.json" not in e["message"]]
    check("no console errors but the missing spec's 404", not errors, errors[:3])
    driver.get("file://" + os.path.join(folder, "page.html"))
    check("the written page still works from file:// without the server", wait_for(driver, ready, PATIENCE))
    for connection in idle:
      connection.close()

    check("after all of it the process is alive and answers", server.poll() is None and complete(get(port), page), server.poll())
    server.send_signal(signal.SIGINT)
    status = server.wait(PATIENCE)
    rest = server.stdout.read()
    check("SIGINT stops the server cleanly (exit 0, \"stopped\")", status == 0 and rest == "stopped\n", (status, rest))
    status, _, body = get(port)
    check("once stopped, the port is closed", status == 0 and b"ConnectionRefusedError" in body, (status, body[:80]))
  finally:
    if driver:
      driver.quit()
    if server.poll() is None:
      server.kill()
      server.wait()

  # SIGTERM (what a process manager sends) stops it the same way.
  port = free_port()
  server, lines = start(folder, spec_path, port)
  answered = complete(get(port, "/spec.json"), spec_bytes)
  server.terminate()
  status = server.wait(PATIENCE)
  check("SIGTERM stops the server cleanly too", answered and status == 0 and server.stdout.read() == "stopped\n", (answered, status))

sys.exit(finish("demo server"))
