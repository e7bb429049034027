// A type conforming to Strideable must give advanced(by:) as well as distance(to:).
print("this program must not run")
struct Meters: Strideable {
    var v: Int
    func distance(to other: Meters) -> Int { other.v - v }
}
print(Meters(v: 1) < Meters(v: 2))

// expect error: type 'Meters' does not conform to protocol 'Strideable'
