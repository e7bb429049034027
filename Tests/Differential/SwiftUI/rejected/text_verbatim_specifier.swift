// `specifier:` belongs to a LocalizedStringKey's interpolation, not a verbatim String's.
print("this program must not run")
let ratio = 2.5
Text(verbatim: "\(ratio, specifier: "%.1f")")

// expect error: incorrect argument label in call (have '_:specifier:', expected '_:default:')
