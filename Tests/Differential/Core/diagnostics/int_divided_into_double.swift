// An Int expression stored where a Double is declared: Swift converts nothing implicitly.
print("this program must not run")
let width = 10
let half: Double = width / 2
print(half)

// expect error: cannot convert value of type 'Int' to specified type 'Double'
