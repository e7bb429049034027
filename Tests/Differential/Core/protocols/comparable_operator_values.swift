// A Comparable struct that declares only < (and gets ==): its order decides sorted(by: >),
// max(by:)-free extremes and the operators passed as functions.
struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    var description: String { "\(major).\(minor)" }
}
let versions = [Version(major: 1, minor: 2), Version(major: 2, minor: 0), Version(major: 1, minor: 10)]
print(versions.sorted(by: >))
print(versions.sorted(by: <))
print(versions.max()!, versions.min()!)
let newer: (Version, Version) -> Bool = (>=)
print(newer(versions[0], versions[2]), versions[1] > versions[2])
print(zip(versions, versions.dropFirst()).map { $0 <= $1 })

// expect: [2.0, 1.10, 1.2]
// expect: [1.2, 1.10, 2.0]
// expect: 2.0 1.2
// expect: false true
// expect: [true, false]
