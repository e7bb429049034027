// A misspelt enum case written with a leading dot.
print("this program must not run")
enum Shade { case red, green, blue }
let shade: Shade = .gren
print(shade)

// expect error: type 'Shade' has no member 'gren'
