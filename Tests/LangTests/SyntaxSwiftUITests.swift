import Testing
@testable import Lang

/// SwiftUI drawing code as people write it, and Swift's rule that a `{` after a condition opens
/// the body rather than a trailing closure.
@Suite struct SyntaxSwiftUITests {
    static let listing = #"""
        import SwiftUI

        struct Wave: Shape {
            var phase: Double
            var animatableData: Double {
                get { phase }
                set { phase = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: 0, y: rect.midY))
                for x in stride(from: 0, through: rect.width, by: 1) {
                    let y = sin((x / rect.width + phase) * 2 * .pi) * rect.height / 4 + rect.midY
                    path.addLine(to: CGPoint(x: x, y: y))
                }
                return path
            }
        }

        struct ContentView: View {
            @State private var on = false
            @Environment(\.colorScheme) var scheme
            let colors: [Color] = [.red, .green, Color(red: 0.2, green: 0.4, blue: 0.6)]
            var body: some View {
                VStack(spacing: 8) {
                    ForEach(0..<5) { i in
                        Circle()
                            .fill(colors[i % colors.count].opacity(0.5))
                            .frame(width: 20, height: 20)
                    }
                    if on {
                        Text("On")
                    } else {
                        Text("Off").bold()
                    }
                    switch scheme {
                    case .dark: Text("dark")
                    default: EmptyView()
                    }
                    Wave(phase: 0)
                        .stroke(style: StrokeStyle(lineWidth: 2, dash: [5]))
                    #if os(iOS)
                        .padding()
                    #endif
                    Button("Toggle") { withAnimation(.easeInOut(duration: 1)) { on.toggle() } }
                    GeometryReader { geo in
                        Path { p in p.addEllipse(in: geo.frame(in: .local)) }
                    }
                }
                .onTapGesture { on = !on }
                .padding()
            }
        }

        extension View {
            func card() -> some View { self.padding().background(RoundedRectangle(cornerRadius: 8).fill(.white)) }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        #Preview {
            ContentView()
        }
        """#

    @Test func swiftUIListingParses() {
        let result = Parser.parse(Self.listing)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let dump = SyntaxDump.dump(result.file)
        #expect(dump.components(separatedBy: "(postfix-#if").count == 2)
        #expect(dump.contains("(struct DemoApp 59:1-62:2 (@main 59:1-59:6)"))
        #expect(dump.contains("(#Preview 64:1-66:2 (trailing (closure 64:10-66:2"))
        #expect(dump.contains("(var 22:5-22:43 (@Environment 22:5-22:32 (args (keypath 22:18-22:31 .colorScheme)))"))
    }

    /// The statement's condition and how many statements its body has.
    static func conditionAndBody(_ source: String) -> (String, Int)? {
        let result = Parser.parse(source)
        guard result.diagnostics.isEmpty, let statement = result.file.statements.first else { return nil }
        switch statement.kind {
        case .if(let s):
            guard case .expression(let e)? = s.conditions.first?.kind else { return nil }
            return (SyntaxDump.dump(e), s.body.statements.count)
        case .while(let s):
            guard case .expression(let e)? = s.conditions.first?.kind else { return nil }
            return (SyntaxDump.dump(e), s.body.statements.count)
        case .for(let s):
            return (SyntaxDump.dump(s.sequence), s.body.statements.count)
        case .switch(let s):
            return (SyntaxDump.dump(s.subject), s.cases.count)
        default:
            return nil
        }
    }

    @Test func noTrailingClosureAfterConditions() {
        #expect(Self.conditionAndBody("if ready { go() }")?.0 == "(identifier 1:4-1:9 ready)")
        #expect(Self.conditionAndBody("while more { step() }")?.0 == "(identifier 1:7-1:11 more)")
        #expect(Self.conditionAndBody("for x in xs { use(x) }")?.0 == "(identifier 1:10-1:12 xs)")
        #expect(Self.conditionAndBody("switch k { default: break }")?.0 == "(identifier 1:8-1:9 k)")
        // Inside parentheses the rule lifts, as in Swift.
        #expect(Self.conditionAndBody("if (xs.contains { $0 > 1 }) { go() }")?.1 == 1)
    }

    @Test func trailingClosureOnTheNextLine() {
        let result = Parser.parse("VStack\n{\n    Text(\"a\")\n}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.statements.count == 1)
    }

    @Test func propertyObserversAreNotTrailingClosures() {
        let result = Parser.parse("var x = f { didSet { print(x) } }")
        #expect(result.diagnostics.isEmpty)
        guard case .declaration(let decl)? = result.file.statements.first?.kind,
              case .variable(let variable) = decl.kind, let binding = variable.bindings.first,
              case .accessors(let accessors, _)? = binding.accessors else {
            Issue.record("expected a property with observers")
            return
        }
        #expect(accessors.map(\.kind) == [.didSet])
    }
}
