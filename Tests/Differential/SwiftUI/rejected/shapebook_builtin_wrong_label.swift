// A Shapebook builtin called with a label it does not have.
print("this program must not run")
Star(points: 5, corner: 4)

// expect error: extra argument 'corner' in call
