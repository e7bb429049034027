// Static properties and functions on an enum.
enum Palette {
    case warm, cool
    static let all: [Palette] = [.warm, .cool]
    static var defaultChoice: Palette { .cool }
    static func named(_ name: String) -> Palette? {
        all.first { "\($0)" == name }
    }
}
print(Palette.all, Palette.defaultChoice)
print(Palette.named("warm") as Any, Palette.named("hot") as Any)

// expect: [main.Palette.warm, main.Palette.cool] cool
// expect: Optional(main.Palette.warm) nil
