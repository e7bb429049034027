import Testing
@testable import Lang

/// Syntax errors in swiftc's words and at swiftc's positions (each case checked against
/// `swiftc -parse`), several per cell where swiftc reports several, and no trap on bad input.
@Suite struct SyntaxErrorTests {
    /// `line:column: error: message` for every diagnostic, notes as `note line:column: message`.
    static func errors(_ source: String) -> [String] {
        Parser.parse(source).diagnostics.flatMap { diagnostic in
            [diagnostic.description] + diagnostic.notes.map { "note \($0.range.start): \($0.message)" }
        }
    }

    @Test(arguments: [
        ("let a = 1 let b = 2", ["1:10: error: consecutive statements on a line must be separated by ';'"]),
        ("func f() {\n  let x = (1 + \n", [
            "3:1: error: expected expression after operator",
            "3:1: error: expected '}' at end of brace statement", "note 1:10: to match this opening '{'",
        ]),
        ("struct S {\n  var x = 1\n", ["3:1: error: expected '}' in struct", "note 1:10: to match this opening '{'"]),
        ("let a = [1, 2\nlet b = 3\n", [
            "1:14: error: expected ']' in container literal expression", "note 1:9: to match this opening '['",
        ]),
        ("let s = \"abc\nlet t = 1\n", ["1:9: error: unterminated string literal"]),
        ("let x = f(1 2)", ["1:13: error: expected ',' separator"]),
        ("let x = \n", ["1:7: error: expected initial value after '='"]),
        ("let x = foo(a: 1\n", ["2:1: error: expected ')' in expression list", "note 1:12: to match this opening '('"]),
        ("let a = (1 + 2\nprint(a)", ["1:15: error: expected ',' separator"]),
        ("}", ["1:1: error: extraneous '}' at top level"]),
    ])
    func swiftcWording(source: String, expected: [String]) {
        #expect(Self.errors(source) == expected)
    }

    @Test func severalErrorsInOneCell() {
        let source = """
        let a = 1 let b = 2
        let c = (3 +)
        let d = 4
        let e = [5
        """
        #expect(Self.errors(source) == [
            "1:10: error: consecutive statements on a line must be separated by ';'",
            "2:13: error: expected expression after operator",
            "4:11: error: expected ']' in container literal expression", "note 4:9: to match this opening '['",
        ])
    }

    @Test func lexicalErrors() {
        #expect(Self.errors("let x = 0b102") == ["1:13: error: '2' is not a valid binary digit (0 or 1) in integer literal"])
        #expect(Self.errors("let x = 12abc") == ["1:11: error: 'a' is not a valid digit in integer literal"])
        #expect(Self.errors("/* open") == ["1:8: error: unterminated '/*' comment"])
        #expect(Self.errors("let s = \"a\\qb\"") == ["1:12: error: invalid escape sequence in literal"])
        #expect(Self.errors("let s = \"\"\"\n  a\n b\n  \"\"\"").first
                == "3:2: error: insufficient indentation of line in multi-line string literal")
    }

    @Test func switchNeedsStatementsInEveryCase() {
        let source = "switch x {\ncase 1:\ncase 2: print(2)\ndefault: break\n}"
        #expect(Self.errors(source) == ["2:1: error: 'case' label in a 'switch' must have at least one executable statement"])
    }

    /// Parameter packs (SE-0393) parse: `each T` generic parameters, `repeat each T` types,
    /// `repeat print(each values)` and `for x in repeat each values`, with no syntax error;
    /// `repeat { } while` is still a loop, and `each` is still a name where it is not a pack's.
    @Test func parameterPacksParse() {
        let source = """
        func show<each T>(_ values: repeat each T) -> (repeat [each T]) {
            repeat print(each values)
            for value in repeat each values { print(value) }
            return (repeat [each values])
        }
        var i = 0
        repeat { i += 1 } while i < 3
        """
        #expect(Self.errors(source).isEmpty)
        #expect(Self.errors("var i = 0\nrepeat {\n    i += 1\n} while i < 3\nlet each = i\nprint(each)").isEmpty)
        #expect(Self.errors("let each = [1]\nprint(each.count, each + [2], each[0])").isEmpty)
    }

    @Test func hugeLiteralsStayText() {
        let digits = String(repeating: "9", count: 10_000)
        let result = Parser.parse("let x = \(digits)")
        #expect(result.isValid)
        guard case .declaration(let decl) = result.file.statements.first?.kind,
              case .variable(let v) = decl.kind, case .integerLiteral(let text)? = v.bindings.first?.initializer?.kind else {
            Issue.record("expected an integer literal")
            return
        }
        #expect(text == digits)
    }
}
