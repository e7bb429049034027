// Static members reached from instance code through `Self.` or the type's name, and bare from static code and stored property defaults.
struct Grid {
    static let spacing = 8
    static func cell(_ n: Int) -> Int { n * spacing }
    var columns = 3
    var gap = spacing / 2
    func width() -> Int { Self.cell(columns) + Grid.spacing + gap }
}
print(Grid().width(), Grid.cell(2))

// expect: 36 16
