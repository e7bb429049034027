/// What `kernel_info_reply` says about the implementation and its language.
public struct KernelInfo: Sendable, Equatable {
    /// A link shown in the front end's Help menu.
    public struct HelpLink: Sendable, Equatable {
        /// The menu text.
        public var text: String
        /// Where the link goes.
        public var url: String

        /// A link with its menu text.
        public init(text: String, url: String) {
            self.text = text
            self.url = url
        }
    }

    /// The kernel implementation's name, such as `shapebook`.
    public var implementation: String
    /// The implementation's version.
    public var implementationVersion: String
    /// `language_info`: name, version, mimetype, file_extension, codemirror_mode, pygments_lexer.
    public var languageInfo: JSONObject
    /// The greeting a console prints.
    public var banner: String
    /// Links for the front end's Help menu.
    public var helpLinks: [HelpLink]

    /// Everything a `kernel_info_reply` needs from the language.
    public init(
        implementation: String, implementationVersion: String, languageInfo: JSONObject, banner: String,
        helpLinks: [HelpLink] = []
    ) {
        self.implementation = implementation
        self.implementationVersion = implementationVersion
        self.languageInfo = languageInfo
        self.banner = banner
        self.helpLinks = helpLinks
    }

    /// The reply's content.
    var content: JSONObject {
        [
            "status": "ok", "protocol_version": .string(HeaderFactory.protocolVersion),
            "implementation": .string(implementation), "implementation_version": .string(implementationVersion),
            "language_info": .object(languageInfo), "banner": .string(banner),
            "help_links": .array(helpLinks.map { ["text": .string($0.text), "url": .string($0.url)] }),
            "debugger": false,
        ]
    }
}
