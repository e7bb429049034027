// A misspelt member: swiftc suggests the member with a near name.
print("this program must not run")
struct Star { var points = 5; var cornerRadius = 2.0 }
let star = Star()
print(star.corner)

// expect error: value of type 'Star' has no member 'corner'
