import unittest

from applecheck.exampleapp.plist import ParseError, parse_plist

HEADER = "// !$*UTF8*$!\n"


class ParsePlistTests(unittest.TestCase):
    def test_reads_dictionaries_arrays_and_strings_with_comments(self):
        value, duplicates = parse_plist(
            HEADER
            + """{
	/* a comment */ archiveVersion = 1;
	objects = {
		5C0A11000000000000000001 /* main group */ = {isa = PBXGroup; children = (a, "b c", ); };
	};
	// a line comment
	rootObject = 5C0A11000000000000000001;
}
"""
        )
        self.assertEqual(
            value,
            {
                "archiveVersion": "1",
                "objects": {
                    "5C0A11000000000000000001": {"isa": "PBXGroup", "children": ["a", "b c"]}
                },
                "rootObject": "5C0A11000000000000000001",
            },
        )
        self.assertEqual(duplicates, [])

    def test_quoted_strings_keep_their_escapes(self):
        value, _ = parse_plist(HEADER + r'{ a = "line\nnext \"q\" back\\slash \$"; }')
        self.assertEqual(value, {"a": 'line\nnext "q" back\\slash $'})

    def test_bare_strings_take_paths_and_symbols(self):
        value, _ = parse_plist(HEADER + "{ path = Sources/App-1.0_x.swift; tree = $SRCROOT; }")
        self.assertEqual(value, {"path": "Sources/App-1.0_x.swift", "tree": "$SRCROOT"})

    def test_reports_every_key_used_twice_in_a_dictionary(self):
        value, duplicates = parse_plist(HEADER + "{ a = 1; b = 2; a = 3; b = 4; a = 5; }")
        self.assertEqual(value, {"a": "5", "b": "4"})
        self.assertEqual(duplicates, ["a", "b", "a"])

    def test_the_same_key_in_two_dictionaries_is_no_duplicate(self):
        _, duplicates = parse_plist(HEADER + "{ x = { a = 1; }; y = { a = 2; }; }")
        self.assertEqual(duplicates, [])

    def test_refuses_malformed_input_with_a_message_that_says_where(self):
        cases = {
            "{ a = 1; }": "missing the // !$*UTF8*$! header",
            HEADER + "{ a = 1 }": "line 2: expected ';', found '}'",
            HEADER + "{ a 1; }": "line 2: expected '=', found '1; }'",
            HEADER + "{ a = (1 2); }": "expected ',' or ')' at",
            HEADER + '{ a = "open; }': "unterminated string",
            HEADER + '{ a = "ends in a backslash\\': "unterminated string",
            HEADER + "{ a = 1; /* never closed }": "unterminated comment at",
            HEADER + "{ a = ": "unexpected end of file",
            HEADER + "{ a = 1; } extra": "text after the top-level dictionary at",
            HEADER + "{ a = {; }": "line 2: unexpected ';",
            HEADER: "unexpected end of file",
        }
        for text, message in cases.items():
            with self.subTest(text=text):
                with self.assertRaises(ParseError) as raised:
                    parse_plist(text)
                self.assertIn(message, str(raised.exception))

    def test_refuses_values_nested_past_the_recursion_limit_cleanly(self):
        with self.assertRaises(ParseError) as raised:
            parse_plist(HEADER + "(" * 100_000)
        self.assertIn("nested too deeply", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
