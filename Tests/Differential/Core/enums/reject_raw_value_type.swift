// A raw value must match the declared raw type.
print("this program must not run")
enum Level: Int {
    case low = "low"
    case high = 2
}
print(Level.high)

// expect error: cannot convert value of type 'String' to raw type 'Int'
