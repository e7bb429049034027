// Two enum cases with the same raw value.
print("this program must not run")
enum Level: Int {
    case low = 1
    case medium = 2
    case high = 2
}
print(Level.low.rawValue)

// expect error: raw value for enum case is not unique
