// A `while` body may not run, so a property set only there is unset after the loop: calling a
// method of `self` there is a use of `self` before every property is set.
print("this program must not run")
struct Walker {
    var steps: Int
    func report() -> String { "walked \(steps)" }
    init(limit: Int) {
        var i = 0
        while i < limit {
            steps = i
            i += 1
        }
        print(report())
    }
}
print(Walker(limit: 2).steps)

// expect error: 'self' used before all stored properties are initialized
