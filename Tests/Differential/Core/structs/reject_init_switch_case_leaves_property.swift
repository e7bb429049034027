// A `switch` whose `default` sets nothing leaves the property unset on that path.
print("this program must not run")
struct Grade {
    let letter: String
    init(score: Int) {
        switch score {
        case 90...: letter = "A"
        case 80..<90: letter = "B"
        default: break
        }
    }
}
print(Grade(score: 95).letter)

// expect error: return from initializer without initializing all stored properties
