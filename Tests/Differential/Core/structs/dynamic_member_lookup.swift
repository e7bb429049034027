// `@dynamicMemberLookup`: a member the type does not declare is read through its
// `subscript(dynamicMember:)` with the name as a string; declared members are read as usual,
// and a class's subclasses inherit the lookup.
@dynamicMemberLookup
struct Circle {
    var radius = 60.0
    var center = (x: 80.0, y: 160.0)
    subscript(dynamicMember member: String) -> String {
        let properties = ["name": "Mr Circle", "shape": "round"]
        return properties[member, default: ""]
    }
}
@dynamicMemberLookup
class Counter {
    var calls = 0
    subscript(dynamicMember key: String) -> Int {
        calls += 1
        return key.count * 10
    }
}
final class LoudCounter: Counter {}
let circle = Circle()
let circleName = circle.name
print(circleName, circle.shape.uppercased(), "[\(circle.unknown)]", circle.radius, circle.center.y)
let counter = LoudCounter()
print(counter.apples + counter.kiwi, counter.calls)

// expect: Mr Circle ROUND [] 60.0 160.0
// expect: 100 2
