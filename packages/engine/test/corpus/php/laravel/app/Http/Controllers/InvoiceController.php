<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\Process\Process;
use Twig\Environment;

class InvoiceController extends Controller
{
    private const ARCHIVE_ENABLED = false;

    public function __construct(private Environment $twig)
    {
    }

    public function index(Request $request)
    {
        $customer = $request->input('customer');
        // vigil: php.sql-injection
        $rows = DB::select("SELECT * FROM invoices WHERE customer_id = $customer");
        // vigil-ok: php.sql-injection
        $safe = DB::select('SELECT * FROM invoices WHERE customer_id = ?', [$customer]);
        // vigil: php.sql-injection
        $totals = DB::table('invoices')->whereRaw("status = '" . $request->query('status') . "'")->sum('amount');
        // vigil-ok: php.sql-injection
        $open = DB::table('invoices')->where('status', $request->query('status'))->count();
        return response()->json(compact('rows', 'safe', 'totals', 'open'));
    }

    public function show(Request $request, string $number)
    {
        $filters = ['state' => 'paid', 'number' => $number];
        $state = $filters['state'];
        // vigil-ok: php.sql-injection
        $paid = DB::select("SELECT * FROM invoices WHERE state = '$state'");
        $num = $filters['number'];
        // vigil: php.sql-injection
        $inv = DB::select("SELECT * FROM invoices WHERE number = '$num'");
        return response()->json([$paid, $inv]);
    }

    public function pdf(Request $request)
    {
        $name = $request->input('file');
        // vigil: php.path-traversal
        return response()->download(storage_path('invoices/' . $name));
    }

    public function pdfSafe(Request $request)
    {
        $name = basename($request->input('file'));
        // vigil-ok: php.path-traversal
        return response()->download(storage_path('invoices/' . $name));
    }

    public function archive(Request $request)
    {
        $year = $request->input('year');
        if (self::ARCHIVE_ENABLED) {
            // vigil-ok: php.command-injection
            shell_exec("tar czf /backups/invoices-$year.tgz /srv/invoices/$year");
        }
        // vigil-ok: php.command-injection
        $p = new Process(['tar', 'czf', "/backups/invoices-$year.tgz", "/srv/invoices/$year"]);
        $p->run();
        return response()->noContent();
    }

    public function note(Request $request)
    {
        $body = $request->input('body');
        // vigil: php.xss
        return response('<div class="note">' . $body . '</div>');
    }

    public function noteSafe(Request $request)
    {
        // vigil-ok: php.xss
        return response('<div class="note">' . e($request->input('body')) . '</div>');
    }

    public function preview(Request $request)
    {
        // vigil: php.template-injection
        $tpl = $this->twig->createTemplate($request->input('template'));
        return response($tpl->render(['invoice' => $request->input('number')]));
    }

    public function previewSafe(Request $request)
    {
        // vigil-ok: php.template-injection
        return response($this->twig->render('invoice/preview.html.twig', ['body' => $request->input('template')]));
    }

    public function back(Request $request)
    {
        // vigil: php.open-redirect
        return redirect()->away($request->input('return_to'));
    }

    public function home()
    {
        // vigil-ok: php.open-redirect
        return redirect()->route('invoices.index');
    }
}
