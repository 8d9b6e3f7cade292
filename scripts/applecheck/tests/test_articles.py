import os
import tempfile
import unittest

from applecheck.typecheck import articles

FRONT_ENDS = ["ScrollMotionUIKit", "ScrollMotionAppKit", "ScrollMotionSwiftUI"]

ARTICLE = """\
# Fading a header

```swift
import ScrollMotionUIKit

final class Header: UIViewController {
  let driver = 1
}
```

Some prose.

```swift
import ScrollMotion
let animation = ScrollDrivenAnimation(from: 1.0, to: 0.0)
```

```swift
.package(url: "https://example.com", from: "1.0.0")
```

```sh
not swift
```
"""

EXAMPLE = """\
#if canImport(UIKit)
  import ScrollMotionUIKit

  final class Header: UIViewController {
    let driver = 1
  }
#endif
"""


class BlockTests(unittest.TestCase):
    def setUp(self):
        self.blocks = articles.swift_blocks("Docs/Fade.md", ARTICLE)

    def test_finds_the_swift_blocks_with_the_line_their_code_starts_on(self):
        self.assertEqual([block.line for block in self.blocks], [4, 14, 19])
        self.assertEqual(
            self.blocks[1].code,
            ("import ScrollMotion\nlet animation = ScrollDrivenAnimation(from: 1.0, to: 0.0)\n"),
        )

    def test_a_block_importing_a_front_end_must_be_quoted(self):
        self.assertTrue(articles.imports_front_end(self.blocks[0], FRONT_ENDS))
        self.assertFalse(articles.imports_front_end(self.blocks[1], FRONT_ENDS))
        self.assertFalse(articles.imports_front_end(self.blocks[0], []))

    def test_a_front_end_named_after_another_is_told_apart(self):
        block = articles.Block("a.md", 1, "import ScrollMotionUIKitExtras\n")
        self.assertFalse(articles.imports_front_end(block, FRONT_ENDS))

    def test_a_block_quoted_from_an_example_at_another_indentation_is_found(self):
        self.assertTrue(articles.is_quoted(self.blocks[0], [EXAMPLE]))
        self.assertEqual(articles.unquoted_front_end_blocks(self.blocks, [EXAMPLE], FRONT_ENDS), [])

    def test_a_block_that_differs_from_every_example_is_reported(self):
        changed = EXAMPLE.replace("let driver = 1", "let driver = 2")
        self.assertEqual(
            articles.unquoted_front_end_blocks(self.blocks, ["", changed], FRONT_ENDS),
            [self.blocks[0]],
        )

    def test_indentation_inside_the_block_must_match(self):
        flattened = EXAMPLE.replace("    let driver", "  let driver")
        self.assertFalse(articles.is_quoted(self.blocks[0], [flattened]))

    def test_a_block_longer_than_the_example_is_not_quoted(self):
        self.assertFalse(articles.is_quoted(self.blocks[0], ["import ScrollMotionUIKit"]))

    def test_only_core_blocks_are_fragments(self):
        fragments = [articles.is_fragment(block, FRONT_ENDS) for block in self.blocks]
        self.assertEqual(fragments, [False, True, False])


class FragmentTests(unittest.TestCase):
    def test_a_fragment_is_a_function_body_pointing_at_the_article(self):
        block = articles.swift_blocks("Sources/A/Documentation.docc/Fade-In.md", ARTICLE)[1]
        self.assertEqual(
            articles.fragment_source(block, 7),
            "import ScrollMotionUIKit\nimport UIKit\nimport ScrollMotion\n\n"
            "// Sources/A/Documentation.docc/Fade-In.md, line 14\n"
            "@MainActor func fragment007_Sources_A_Documentation_docc_Fade_In() throws {\n"
            '#sourceLocation(file: "Sources/A/Documentation.docc/Fade-In.md", line: 14)\n'
            "let animation = ScrollDrivenAnimation(from: 1.0, to: 0.0)\n"
            "#sourceLocation()\n}\n",
        )

    def test_a_fragments_own_imports_follow_the_front_ends(self):
        block = articles.Block(
            "a.md", 3, "import ScrollMotionSpecLive\nimport UIKit\nlet follower = 1\n"
        )
        source = articles.fragment_source(block, 1)
        self.assertTrue(
            source.startswith("import ScrollMotionUIKit\nimport UIKit\nimport ScrollMotionSpecLive\n\n")
        )
        self.assertIn('line: 3)\nlet follower = 1\n', source)

    def test_fragments_are_numbered_across_articles_and_written_in_order(self):
        blocks = articles.swift_blocks("a.md", ARTICLE) + articles.swift_blocks("b.md", ARTICLE)
        with tempfile.TemporaryDirectory() as directory:
            count = articles.write_fragments(blocks, FRONT_ENDS, directory)
            self.assertEqual(count, 2)
            self.assertEqual(
                sorted(os.listdir(directory)), ["fragment001.swift", "fragment002.swift"]
            )
            with open(os.path.join(directory, "fragment002.swift")) as file:
                self.assertIn("func fragment002_b()", file.read())


if __name__ == "__main__":
    unittest.main()
