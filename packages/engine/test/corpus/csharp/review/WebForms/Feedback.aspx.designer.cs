namespace Northwind.Legacy
{
    public partial class Feedback
    {
        protected global::System.Web.UI.WebControls.TextBox txtName;
        protected global::System.Web.UI.WebControls.TextBox txtComment;
        protected global::System.Web.UI.WebControls.DropDownList ddlDepartment;
        protected global::System.Web.UI.WebControls.HiddenField hidFilter;
        protected global::System.Web.UI.WebControls.Label lblThanks;
        protected global::System.Web.UI.WebControls.Label lblEcho;
        protected global::System.Web.UI.WebControls.Literal litSummary;
    }
}
