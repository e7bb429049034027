import Foundation
import Geometry
import Testing
@testable import Language

/// Calls every builtin in the table with arguments drawn from edge cases (NaN, infinities, huge
/// and negative numbers, degenerate rects), then displays the result: each call must end in a
/// value or an ordinary error, never a trap. Seeded, so a failure reproduces.
struct BuiltinFuzzTests {
    static let numbers = ["0", "1", "-1", "2.5", "7", "1e9", "1e300", "-1e300", "0/0", "1/0", "-1/0", "0.000001"]

    static func argument(_ type: String, _ random: inout SeededRandom) -> String {
        func number() -> String { numbers[random.nextInt(in: 0...(numbers.count - 1))] }
        switch type {
        case "Double", "Int", "Double?", "CGFloat": return number()
        case "Bool": return random.nextBool() ? "true" : "false"
        case "String": return ["\"M 0 0 L 10 10 Z\"", "\"#ff0000\"", "\"x.png\"", "\"%.2f\"", "\"\""][random.nextInt(in: 0...4)]
        case "CGPoint", "UnitPoint": return "CGPoint(x: \(number()), y: \(number()))"
        case "CGSize": return "CGSize(width: \(number()), height: \(number()))"
        case "CGRect": return "CGRect(x: \(number()), y: \(number()), width: \(number()), height: \(number()))"
        case "Angle": return ".degrees(\(number()))"
        case "CGAffineTransform": return "CGAffineTransform(scaleX: \(number()), y: \(number()))"
        case "Path": return "Path(ellipseIn: CGRect(x: 0, y: 0, width: \(number()), height: 10))"
        case "Shape": return ["Circle()", "Star(points: 5)", "Rectangle()"][random.nextInt(in: 0...2)]
        case "View": return "Circle().fill(.red).frame(width: \(number()), height: 20)"
        case "ShapeStyle", "Color": return ".blue"
        case "[CGPoint]": return "[CGPoint(x: 0, y: 0), CGPoint(x: \(number()), y: 5)]"
        case "[Double]", "[Color]": return type == "[Color]" ? "[.red, .blue]" : "[1, \(number())]"
        case "StrokeStyle": return "StrokeStyle(lineWidth: \(number()), dash: [\(number()), 2])"
        case "FillStyle": return "FillStyle(eoFill: true)"
        default:
            if type.contains("->") { return "{ _ in Circle() }" }
            return number()
        }
    }

    static let receivers: [String: String] = [
        "Path": "Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 30))", "Shape": "Star(points: 6)",
        "View": "Circle().fill(.red)", "Array": "[3, 1, 2]", "Range": "(0..<4)", "CGRect": "CGRect(x: 0, y: 0, width: 10, height: 20)",
        "CGPoint": "CGPoint(x: 1, y: 2)", "CGSize": "CGSize(width: 1, height: 2)", "Angle": "Angle(degrees: 30)",
        "CGAffineTransform": "CGAffineTransform.identity", "Color": "Color.red", "String": "\"abc\"", "Double": "2.5",
        "AnimatableVector": "AnimatableVector(with: [1, 2])", "EdgeInsets": "EdgeInsets(top: 1)", "Bool": "true",
    ]

    @Test func everyBuiltinSurvivesEdgeCaseArguments() {
        let environment = ProcessInfo.processInfo.environment
        var random = SeededRandom(seed: UInt64(environment["SHAPEBOOK_FUZZ_SEED"] ?? "") ?? 7)
        let repetitions = Int(environment["SHAPEBOOK_FUZZ_ITERATIONS"] ?? "") ?? 6
        let table = BuiltinTable()
        let runner = Runner(configuration: SessionConfiguration(maximumArrayLength: 100_000, maximumCanvasPixels: 4_000_000,
                                                                stepBudget: 200_000))
        var calls = 0
        for (qualified, builtin) in table.allEntries where !["save", "print", "display"].contains(builtin.name) {
            for overload in builtin.overloads {
                for _ in 0..<repetitions {
                    let arguments = overload.parameters.compactMap { p -> String? in
                        if p.isOptional && random.nextBool() { return nil }
                        let value = Self.argument(p.type, &random)
                        return p.label.map { "\($0): \(value)" } ?? value
                    }.joined(separator: ", ")
                    var callee = qualified
                    if let dot = qualified.firstIndex(of: "."), table.types[String(qualified[..<dot])] == nil {
                        let domain = String(qualified[..<dot])
                        guard let receiver = Self.receivers[domain] else { continue }
                        callee = receiver + "." + builtin.name
                    }
                    let source = builtin.isProperty ? callee : "\(callee)(\(arguments))"
                    if environment["SHAPEBOOK_FUZZ_VERBOSE"] != nil { FileHandle.standardError.write(Data((source + "\n").utf8)) }
                    if case .failure(let error) = runner.run(source) {
                        #expect(!error.message.isEmpty, "\(source)")
                    }
                    calls += 1
                }
            }
        }
        #expect(calls > 500)
    }
}
