// An integer literal that does not fit the contextual type is rejected.
print("this program must not run")
let x: Int8 = 300
print(x)

// expect error: integer literal '300' overflows when stored into 'Int8'
