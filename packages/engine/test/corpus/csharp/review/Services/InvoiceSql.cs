using System.Text;

namespace Billing.Data
{
    public static class InvoiceSql
    {
        public static string ByCustomer(string customer)
        {
            var sb = new StringBuilder("SELECT Id, Total FROM Invoices WHERE Customer = '");
            sb.Append(customer).Append('\'');
            return sb.ToString();
        }

        public static string ByStatus(string status) => status switch
        {
            "open" => "SELECT Id FROM Invoices WHERE Status = 'open'",
            "paid" => "SELECT Id FROM Invoices WHERE Status = 'paid'",
            _ => "SELECT Id FROM Invoices WHERE 1 = 0",
        };
    }
}
