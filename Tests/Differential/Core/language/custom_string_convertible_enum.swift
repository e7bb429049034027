// CustomStringConvertible on an enum replaces its default printing everywhere.
enum Unit: CustomStringConvertible {
    case points, pixels
    var description: String { self == .points ? "pt" : "px" }
}
print(Unit.points, [Unit.pixels], "size in \(Unit.pixels)", Optional(Unit.points) as Any)

// expect: pt [px] size in px Optional(pt)
