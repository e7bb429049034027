// An enum's synthesized Comparable needs every payload Comparable: an optional payload is not.
print("this program must not run")
enum Badge: Comparable {
    case plain
    case count(Int?)
}
print(Badge.plain < .count(2))

// expect error: type 'Badge' does not conform to protocol 'Comparable'
