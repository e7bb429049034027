// A Character literal must be a single grapheme.
print("this program must not run")
let c: Character = "ab"
print(c)

// expect error: cannot convert value of type 'String' to specified type 'Character'
