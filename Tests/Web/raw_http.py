"""HTTP/1.1 spoken by hand over a socket, for the tests of the command's
local servers (`demo --serve`, `edit`): requests a browser would never
send, in pieces or malformed, and the answers read to the last byte."""
import socket

# Seconds a test waits for a server's answer.
PATIENCE = 15


def connect(port, patience=PATIENCE):
  """A new connection to 127.0.0.1:`port`, each write sent at once."""
  connection = socket.create_connection(("127.0.0.1", port), timeout=patience)
  connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
  return connection


def read_all(connection):
  """Everything the server sends until it closes the connection."""
  chunks = []
  while True:
    chunk = connection.recv(1 << 16)
    if not chunk:
      return b"".join(chunks)
    chunks.append(chunk)


def parse(raw):
  """(status, {lower-case name: value}, body) of one HTTP/1.1 answer; status 0 if there is none."""
  head, _, body = raw.partition(b"\r\n\r\n")
  lines = head.decode("latin-1").split("\r\n")
  parts = lines[0].split(" ", 2)
  if len(parts) < 2 or not parts[1].isdigit():
    return 0, {}, raw
  fields = {}
  for line in lines[1:]:
    name, _, value = line.partition(":")
    fields[name.strip().lower()] = value.strip()
  return int(parts[1]), fields, body


def exchange(port, data, pieces=1, patience=PATIENCE):
  """Sends `data` (in `pieces` separate writes) on a new connection and
  returns the parsed answer; status 0 and the error, if the exchange fails."""
  try:
    with connect(port, patience) as connection:
      size = max(1, -(-len(data) // pieces))
      for start in range(0, len(data), size):
        connection.sendall(data[start:start + size])
      return parse(read_all(connection))
  except OSError as error:
    return 0, {}, repr(error).encode()
