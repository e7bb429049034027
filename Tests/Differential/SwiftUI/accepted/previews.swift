// #Preview and PreviewProvider: both show their view.
struct Badge: View {
    var label = "new"
    var body: some View {
        ZStack {
            Capsule().fill(Color.orange)
            Text(label)
        }
        .frame(width: 80, height: 30)
    }
}
#Preview {
    Badge(label: "hi")
}
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge().previewLayout(.sizeThatFits)
    }
}
