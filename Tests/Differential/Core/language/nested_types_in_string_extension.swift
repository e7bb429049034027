// An extension of String may nest types in it: `String.Style` and `String.Token` are types,
// constructed and matched as any nested type, and the extension's members name them unqualified.
extension String {
    enum Style {
        case plain, shouted, whispered
    }
    struct Token {
        var text: String
        var length: Int { text.count }
        static let empty = Token(text: "")
    }

    func styled(_ style: Style) -> String {
        switch style {
        case .plain: return self
        case .shouted: return uppercased() + "!"
        case .whispered: return lowercased() + "..."
        }
    }

    var tokens: [Token] {
        split(separator: " ").map { Token(text: String($0)) }
    }
}

let styles: [String.Style] = [.plain, .shouted, .whispered]
for style in styles {
    print("Hello".styled(style), style)
}
let token = String.Token(text: "swift")
print(token.text, token.length, type(of: token))
print(String.Token.empty.length)
print("the quick fox".tokens.map { $0.length })
var style = String.Style.plain
style = .shouted
print(style == .shouted, "x".styled(style))
func describe(_ t: String.Token) -> String { "<\(t.text)>" }
print(describe(String.Token(text: "ok")))

// expect: Hello plain
// expect: HELLO! shouted
// expect: hello... whispered
// expect: swift 5 Token
// expect: 0
// expect: [3, 5, 3]
// expect: true X!
// expect: <ok>
