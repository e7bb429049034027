// A computed property whose body computes a value but does not return it.
print("this program must not run")
struct Circle {
    var radius: Double
    var area: Double {
        let r = radius
        _ = r * r * 3.14159
    }
}
print(Circle(radius: 1).area)

// expect error: missing return in getter expected to return 'Double'
