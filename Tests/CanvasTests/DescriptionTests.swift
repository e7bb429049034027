import Testing
@testable import Canvas

/// Descriptions for text/plain.
@Suite struct DescriptionTests {
    @Test func viewsDescribeTheirOutermostContent() {
        #expect(AnyShape.circle.fill(.color(.red)).frame(width: 10).description == "Circle")
        #expect(View.vStack(children: [.text("a"), .spacer()]).padding().description == "VStack(2 views)")
        #expect(View.hStack(children: [.empty]).description == "HStack(1 view)")
        #expect(View.text("Hi").description == "Text(\"Hi\")")
        #expect(View.surface(.styledText([TextRun(image: .symbol("star")), TextRun(" 4.5")])).description
                == #"Text("\(Image(systemName: "star")) 4.5")"#)
        #expect(AnyShape.roundedRectangle(cornerRadius: 20).inset(by: 2.5).name == "RoundedRectangle(cornerRadius: 20).inset(by: 2.5)")
    }
}
