// `var body: View` written without `some`.
print("this program must not run")
struct Card: View {
    var body: View {
        Text("card")
    }
}
Card()

// expect error: type 'Card' does not conform to protocol 'View'
