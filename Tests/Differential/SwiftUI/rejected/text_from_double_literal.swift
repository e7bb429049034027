// A Double is neither a LocalizedStringKey nor an Image, and no StringProtocol: none of Text's
// initialisers takes it, and two fail alike.
print("this program must not run")
Text(3.5)

// expect error: no exact matches in call to initializer
