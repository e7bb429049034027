// Inside a nested type, its own name and its siblings' names are found by looking outward.
struct Palette {
    struct Swatch {
        var name: String
        static var plain: Swatch { Swatch(name: "plain") }
        func doubled() -> Swatch { Swatch(name: name + name) }
    }
    enum Finish {
        case matte, gloss
        static var all: [Finish] { [.matte, .gloss] }
    }
    struct Entry {
        var swatch: Swatch
        var finish: Finish
    }
    var entry = Entry(swatch: .plain, finish: .gloss)
}
let palette = Palette()
print(palette.entry.swatch.doubled().name, Palette.Finish.all.count)

// expect: plainplain 2
