// With a specified type every branch of an if expression converts to it.
print("this program must not run")
let level = 2
let size: Int = if level > 5 { 30 } else if level > 2 { "twenty" } else { 10 }
print(size)

// expect error: cannot convert value of type 'String' to specified type 'Int'
