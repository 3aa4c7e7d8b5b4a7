<?php
use Doctrine\ORM\EntityManagerInterface;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Symfony\Component\Process\Process;

class UserRepository
{
    public function __construct(private EntityManagerInterface $em) {}

    public function byName()
    {
        $name = $_GET['name'];
        // vigil: php.sql-injection
        $q = $this->em->createQuery("SELECT u FROM App\\Entity\\User u WHERE u.name = '" . $name . "'");
        // vigil-ok: php.sql-injection
        $q2 = $this->em->createQuery('SELECT u FROM App\\Entity\\User u WHERE u.name = :name')->setParameter('name', $name);
        return [$q->getResult(), $q2->getResult()];
    }
}

class PostController
{
    public function index(Request $request)
    {
        $sort = $request->input('sort');
        // vigil: php.sql-injection
        $a = DB::table('posts')->whereRaw("title = '" . $request->input('title') . "'")->get();
        // vigil-ok: php.sql-injection
        $b = DB::table('posts')->whereRaw('title = ?', [$request->input('title')])->get();
        // vigil: php.sql-injection
        $c = DB::select(DB::raw("SELECT * FROM posts ORDER BY " . $sort));
        // vigil: php.sql-injection
        $d = DB::select("SELECT * FROM posts WHERE id = " . $request->input('id'));
        // vigil-ok: php.sql-injection
        $e = DB::select('SELECT * FROM posts WHERE id = ?', [$request->input('id')]);
        return [$a, $b, $c, $d, $e];
    }

    public function archive(Request $request)
    {
        // vigil: php.command-injection
        $p = Process::fromShellCommandline('tar czf /tmp/out.tgz ' . $request->input('dir'));
        // vigil-ok: php.command-injection
        $p2 = new Process(['tar', 'czf', '/tmp/out.tgz', $request->input('dir')]);
        $p->run();
        $p2->run();
    }

    public function preview(Request $request, \Twig\Environment $twig)
    {
        // vigil: php.template-injection
        $tpl = $twig->createTemplate($request->input('body'));
        // vigil-ok: php.template-injection
        $tpl2 = $twig->load('preview.html.twig');
        return $tpl->render([]) . $tpl2->render(['body' => $request->input('body')]);
    }
}

function wp_lookup()
{
    global $wpdb;
    // vigil: php.sql-injection
    $rows = $wpdb->get_results("SELECT * FROM {$wpdb->posts} WHERE post_author = " . $_GET['author']);
    // vigil: php.sql-injection
    $wpdb->query("DELETE FROM {$wpdb->posts} WHERE ID = " . $_POST['id']);
    // vigil-ok: php.sql-injection
    $wpdb->query($wpdb->prepare("DELETE FROM {$wpdb->posts} WHERE ID = %d", $_POST['id']));
    return $rows;
}
