// A subclass's designated init that never calls super.init: Swift calls the superclass's only
// designated initialiser at its end when it takes no arguments (defaults count; a throwing one
// from a throwing init), through an inherited one too, and a convenience init may delegate to
// an inherited or implicit init.
class Base {
    var log: [String] = []
    var scale: Int
    init(scale: Int = 10) {
        self.scale = scale
        log.append("Base.init")
        print("Base.init(scale: \(scale))")
    }
    convenience init(half: Int) { self.init(scale: half / 2) }
}
class Middle: Base {
    var tag = "m"
}
class Leaf: Middle {
    let weight: Int
    init(weight: Int) {
        self.weight = weight
        print("Leaf body first")
    }
}
let leaf = Leaf(weight: 4)
print(leaf.weight, leaf.scale, leaf.tag, leaf.log)
let middle = Middle(half: 8)
print(middle.scale, middle.tag)
class Root {
    var count = 3
    convenience init(double: Int) {
        self.init()
        count = double * 2
    }
}
print(Root(double: 5).count, Root().count)
class Override: Base {
    override init(scale: Int) {
        super.init(scale: scale + 1)
    }
}
print(Override(half: 20).scale)
class Loader {
    var ready = false
    init() throws {
        ready = true
        print("Loader.init")
    }
}
class FileLoader: Loader {
    let path: String
    init(path: String) throws {
        self.path = path
    }
}
print(try FileLoader(path: "/tmp").ready)

// expect: Leaf body first
// expect: Base.init(scale: 10)
// expect: 4 10 m ["Base.init"]
// expect: Base.init(scale: 4)
// expect: 4 m
// expect: 10 3
// expect: Base.init(scale: 11)
// expect: 11
// expect: Loader.init
// expect: true
