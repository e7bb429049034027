// Substring(text) takes the concrete init(_: String), so String of the Double? it gives has no exact match.
print("this program must not run")
let text = "3.5"
print(String(Double(Substring(text))))

// expect error: no exact matches in call to initializer
