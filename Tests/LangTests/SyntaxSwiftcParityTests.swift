import Testing
@testable import Lang

/// The first error of common mistakes, word for word and at the position `swiftc -parse` gives
/// (each pair recorded from swiftc 6.3.1; an empty message: swiftc's parser accepts the source).
@Suite struct SyntaxSwiftcParityTests {
    @Test(arguments: [
        ("fucn f() {}\n", "1:5: error: consecutive statements on a line must be separated by ';'"),
        ("let x = 1 +\n", "2:1: error: expected expression after operator"),
        ("if x { print(1)\n", "2:1: error: expected '}' at end of brace statement"),
        ("func f( { }\n", "1:9: error: expected parameter name followed by ':'"),
        ("let = 5\n", "1:5: error: expected pattern"),
        ("var x: = 3\n", "1:8: error: expected type"),
        ("struct { }\n", "1:8: error: expected identifier in struct declaration"),
        ("let a = [1, 2, 3\n", "1:17: error: expected ']' in container literal expression"),
        ("print(\"a\" \"b\")\n", "1:11: error: expected ',' separator"),
        ("let x = (1, 2\n", "2:1: error: expected ')' in expression list"),
        ("for i in 0..<3 print(i)\n", "1:16: error: expected '{' to start the body of for-each loop"),
        ("if x == 1 print(x)\n", "1:11: error: expected '{' after 'if' condition"),
        ("while { }\n", "1:1: error: missing condition in 'while' statement"),
        ("func f() -> { }\n", "1:13: error: expected type for function result"),
        ("let x = .\n", "2:1: error: expected identifier after '.' expression"),
        ("x.\n", "1:2: error: expected member name following '.'"),
        ("let t = (a: 1, b:)\n", "1:18: error: expected expression in list of expressions"),
        ("switch x { case 1 print(1) }\n", "1:19: error: expected ':' after 'case'"),
        ("class C { func }\n", "1:16: error: expected identifier in function declaration"),
        ("let c = { x in\n", "2:1: error: expected '}' at end of closure"),
        ("let y = 1 ++ 2\n", ""),
        ("guard x else return\n", "1:14: error: expected '{' after 'guard' else"),
        ("let x = 5 let y = 6\n", "1:10: error: consecutive statements on a line must be separated by ';'"),
        ("func f() { return 1 2 }\n", "1:20: error: consecutive statements on a line must be separated by ';'"),
        ("struct S { var x = 1 var y = 2 }\n", "1:21: error: consecutive declarations on a line must be separated by ';'"),
        ("let f = foo(\n", "2:1: error: expected expression in list of expressions"),
        ("let z = [1: 2, 3]\n", "1:17: error: expected ':' in dictionary literal"),
        ("let z = [1, 2: 3]\n", "1:14: error: expected ',' separator"),
        ("import\n", "2:1: error: expected identifier in import declaration"),
        ("let x: [Int = []\n", "1:13: error: expected ']' in array type"),
        ("let x: Array<Int = []\n", "1:18: error: expected '>' to complete generic argument list"),
        ("extension { }\n", "1:11: error: expected type name in extension declaration"),
        ("protocol P { func f() { } }\n", "1:23: error: protocol methods must not have bodies"),
        ("let x = 1)\n", "1:10: error: consecutive statements on a line must be separated by ';'"),
        ("let x = 1]\n", "1:10: error: consecutive statements on a line must be separated by ';'"),
        ("repeat { }\n", "1:10: error: expected 'while' after body of 'repeat' statement"),
        ("if let { }\n", "1:8: error: unwrap condition requires a valid identifier"),
        ("let x = y?\n", ""),
        ("@ let x = 1\n", "1:3: error: expected an attribute name"),
        ("let x = #foo\n", ""),
        ("case 1: break\n", "1:1: error: 'case' label can only appear inside a 'switch' statement"),
        ("default: break\n", "1:1: error: 'default' label can only appear inside a 'switch' statement"),
        ("else { }\n", "1:1: error: expected expression"),
        ("let x = 0xZZ\n", "1:11: error: 'Z' is not a valid hexadecimal digit (0-9, A-F) in integer literal"),
        ("let x = 1.5e\n", "1:13: error: expected a digit in floating point exponent"),
        ("let s = \"\"\"abc\"\"\"\n", "1:12: error: multi-line string literal content must begin on a new line"),
        ("let x = 1 \u{01} 2\n", "1:11: error: invalid character in source file"),
    ])
    func firstErrorMatchesSwiftc(source: String, swiftc: String) {
        #expect((Parser.parse(source).diagnostics.first?.description ?? "") == swiftc)
    }
}
