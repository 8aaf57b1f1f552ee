/** Customers: the list, a customer's page; and a customer's details as a new quote starts from them. */
export { customerLead, useCustomer } from './api';
