// Color(red:green:blue:) takes Doubles: an Int variable does not convert (a literal would).
print("this program must not run")
let level = 1
Color(red: level, green: 0, blue: 0)

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
