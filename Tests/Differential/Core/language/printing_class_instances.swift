// A class without description prints as module.Type; with one, as its description.
class Plain { var x = 1 }
final class Described: CustomStringConvertible {
    var x = 2
    var description: String { "Described(x: \(x))" }
}
print(Plain())
print(Described(), [Described()])

// expect: main.Plain
// expect: Described(x: 2) [Described(x: 2)]
