"""A reader of old-style (OpenStep) property lists, the format of Xcode's
project.pbxproj: dictionaries, arrays and strings, with comments.

Python's plistlib reads only XML and binary property lists, so the project
file gets a reader of its own. It keeps what the checks need beyond the
values: the keys a dictionary declares twice (an object ID used twice is a
broken project that Xcode reads without a word).
"""

import re

_HEADER = "// !$*UTF8*$!"
_BARE_STRING = re.compile(r"[A-Za-z0-9_$./:\-]+")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class ParseError(Exception):
    """The text is not an old-style property list; the message says where."""


def parse_plist(text: str) -> tuple[object, list[str]]:
    """The value of the property list `text` (dicts, lists and strings), and
    the keys found twice in one dictionary, in the order found."""
    if not text.startswith(_HEADER):
        raise ParseError(f"missing the {_HEADER} header")
    parser = _Parser(text)
    try:
        result = parser.value()
    except RecursionError:
        raise ParseError("values nested too deeply") from None
    parser.skip()
    if parser.position != len(text):
        raise ParseError(f"text after the top-level dictionary at {parser.position}")
    return result, parser.duplicates


class _Parser:
    """Reads values from `text` one at a time, from `position` on."""

    def __init__(self, text: str):
        self.text = text
        self.position = 0
        self.duplicates: list[str] = []

    def line(self) -> int:
        """The line the parser is on, from 1."""
        return self.text.count("\n", 0, self.position) + 1

    def skip(self) -> None:
        """Moves past white space and comments."""
        text = self.text
        while self.position < len(text):
            if text[self.position].isspace():
                self.position += 1
            elif text.startswith("//", self.position):
                end = text.find("\n", self.position)
                self.position = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.position):
                end = text.find("*/", self.position + 2)
                if end < 0:
                    raise ParseError(f"unterminated comment at {self.position}")
                self.position = end + 2
            else:
                return

    def expect(self, character: str) -> None:
        """Moves past `character`, which must come next."""
        self.skip()
        if not self.text.startswith(character, self.position):
            found = self.text[self.position : self.position + 20]
            raise ParseError(f"line {self.line()}: expected {character!r}, found {found!r}")
        self.position += 1

    def value(self) -> object:
        """The dictionary, array or string that comes next."""
        self.skip()
        if self.position >= len(self.text):
            raise ParseError("unexpected end of file")
        if self.text[self.position] == "{":
            self.position += 1
            return self.dictionary()
        if self.text[self.position] == "(":
            self.position += 1
            return self.array()
        return self.string()

    def dictionary(self) -> dict:
        """The entries up to the closing brace, past it."""
        entries: dict = {}
        while True:
            self.skip()
            if self.text.startswith("}", self.position):
                self.position += 1
                return entries
            key = self.string()
            self.expect("=")
            item = self.value()
            self.expect(";")
            if key in entries:
                self.duplicates.append(key)
            entries[key] = item

    def array(self) -> list:
        """The items up to the closing parenthesis, past it; a comma may
        follow the last."""
        items = []
        while True:
            self.skip()
            if self.text.startswith(")", self.position):
                self.position += 1
                return items
            items.append(self.value())
            self.skip()
            if self.text.startswith(",", self.position):
                self.position += 1
            elif not self.text.startswith(")", self.position):
                raise ParseError(f"expected ',' or ')' at {self.position}")

    def string(self) -> str:
        """A quoted string, with its escapes, or a bare one."""
        self.skip()
        text = self.text
        if text.startswith('"', self.position):
            self.position += 1
            characters = []
            while self.position < len(text) and text[self.position] != '"':
                if text[self.position] == "\\" and self.position + 1 < len(text):
                    self.position += 1
                    characters.append(_ESCAPES.get(text[self.position], text[self.position]))
                else:
                    characters.append(text[self.position])
                self.position += 1
            if self.position >= len(text):
                raise ParseError("unterminated string")
            self.position += 1
            return "".join(characters)
        match = _BARE_STRING.match(text, self.position)
        if not match:
            found = text[self.position : self.position + 20]
            raise ParseError(f"line {self.line()}: unexpected {found!r}")
        self.position = match.end()
        return match.group(0)
