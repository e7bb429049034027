// A nil branch of an if expression needs a contextual type.
print("this program must not run")
let level = 2
let size = if level > 5 { 30 } else if level > 2 { nil } else { 10 }
print(size as Any)

// expect error: 'nil' requires a contextual type
