// Implementing < gives sorted(), min(), max() and the other comparisons.
struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}
let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 9), Version(major: 1, minor: 10)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
print(versions.max()!.major, Version(major: 1, minor: 0) >= Version(major: 1, minor: 0))

// expect: ["1.9", "1.10", "2.0"]
// expect: 2 true
