/** Every client route, in one place: components link with `paths.x.path`, never a string literal. */
export const paths = {
  home: { path: '/' },
  contact: { path: '/contact' },
  domiko: { path: '/domiko' },
  services: { path: '/prestation' },
  store: { path: '/store' },
  login: { path: '/login' },
  /** The back office's first view: what waits today (docs: the today view). */
  user: { path: '/user' },
  /** The inbox: `?status=new` lists what the header's count counts. */
  userMessages: { path: '/user/messages' },
  userMessage: { path: '/user/messages/:id', to: (id: string) => `/user/messages/${encodeURIComponent(id)}` },
  userOrders: { path: '/user/orders' },
  userOrder: { path: '/user/orders/:id', to: (id: string) => `/user/orders/${encodeURIComponent(id)}` },
  /** The invoice register, for the accountant. */
  userInvoices: { path: '/user/invoices' },
  /** Bank statements imported and the payments that wait for the owner. */
  userPayments: { path: '/user/payments' },
  /** The store's catalogue, as the owner manages it. */
  userProducts: { path: '/user/products' },
  userProduct: {
    path: '/user/products/:key',
    to: (key: string) => `/user/products/${encodeURIComponent(key)}`,
  },
  /**
   * Installation quotes; `/user/quotes/new?message=<id>` starts one from an inbox message, `?customer=<key>` from
   * a customer's details and language.
   */
  userQuotes: { path: '/user/quotes' },
  userQuoteNew: {
    path: '/user/quotes/new',
    to: (messageId?: string) =>
      messageId ? `/user/quotes/new?message=${encodeURIComponent(messageId)}` : '/user/quotes/new',
    forCustomer: (key: string) => `/user/quotes/new?customer=${encodeURIComponent(key)}`,
  },
  /** The buyers, gathered from their orders, quotes and messages. */
  userCustomers: { path: '/user/customers' },
  userCustomer: {
    path: '/user/customers/:key',
    to: (key: string) => `/user/customers/${encodeURIComponent(key)}`,
  },
  userQuote: { path: '/user/quotes/:id', to: (id: string) => `/user/quotes/${encodeURIComponent(id)}` },
  userTeam: { path: '/user/team' },
  /** The signed-in person's own name, password, sessions and passkeys. */
  userAccount: { path: '/user/account' },
  /** The seller's legal and bank details printed on invoices (the owner's). */
  userBusiness: { path: '/user/business' },
  /** The owner's setup checklist; `?item=seller` opens on one item. */
  userSetup: {
    path: '/user/setup',
    to: (item?: string) => (item ? `/user/setup?item=${item}` : '/user/setup'),
  },
  invitation: { path: '/user/invitation/:token' },
  forgotPassword: { path: '/user/forgot-password' },
  passwordReset: { path: '/user/reset-password/:token' },
  /** The customer's order page, linked from the order confirmation mail as `/#/order/<token>`. */
  orderTracking: { path: '/order/:token', to: (token: string) => `/order/${encodeURIComponent(token)}` },
  /** The customer's quote, linked from the quote's mail as `/#/quote/<token>`: read it, accept or decline it. */
  quote: { path: '/quote/:token', to: (token: string) => `/quote/${encodeURIComponent(token)}` },
  installer: { path: '/installateur' },
  appPrivacy: { path: '/privacy-policy' },
  alexaTerms: { path: '/terms-use-alexa-skill' },
  alexaPrivacy: { path: '/privacy-policy-alexa-skill' },
  googleHomePrivacy: { path: '/privacy-policy-google-home' },
  googleLogin: { path: '/google-login' },
  netatmoToken: { path: '/netatmo-token' },
} as const;
